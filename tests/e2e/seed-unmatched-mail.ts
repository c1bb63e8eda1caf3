/**
 * Run by the e2e server's start script before the server opens the database: mail from the shared
 * mailbox, one of each per Playwright project: a message that matched no lead (the Unmatched
 * page's test), and a lead's received HTML message with a remote picture, a script, an onerror
 * handler, quoted history and three files, one over the size limit (received-mail.spec.ts). The
 * e2e server reads no mailbox: the HTML message goes through the reader's own import; reading a
 * real mailbox is tested against Dovecot in app/models/mailbox*.server.test.ts.
 */
import { closeDb, getDb, getDbHandle } from "@db/client.server";
import { leadMessages } from "@db/schema";
import { createLead } from "~/models/leads.server";
import { MAX_ATTACHMENT_BYTES, importMessage } from "~/models/mailbox-import.server";
import { useSubjectKey } from "~/models/subject-key.server";
import { getSubjectKey } from "~/utils/secret.server";
import { rawMessage } from "../helpers/dovecot";

/** The HTML message's body: everything a hostile sender could try. */
export const HOSTILE_HTML = [
  '<p onmouseover="window.hovered=1">We would like to talk about our three sites.</p>',
  '<img src="https://tracker.example/open.gif" alt="">',
  '<img src="https://tracker.example/logo.png" onerror="window.pwned=1" alt="Smile Dental">',
  "<script>window.pwned=2</script>",
  "<blockquote><p>On Friday Sam wrote: would Tuesday suit?</p></blockquote>",
].join("");

const attachment = (name: string, type: string, content: Buffer) =>
  [
    `Content-Type: ${type}; name=${name}`,
    "Content-Transfer-Encoding: base64",
    `Content-Disposition: attachment; filename="${name}"`,
    "",
    content.toString("base64").replace(/.{76}/g, "$&\r\n"),
  ].join("\r\n");

await getDbHandle().migrate();
// The erasure list's key, as the server sets it (leads and mail are checked against the list).
useSubjectKey(getSubjectKey());
for (const project of ["js", "nojs"]) {
  await getDb()
    .insert(leadMessages)
    .values({
      leadId: null,
      direction: "in",
      messageId: `unmatched-${project}@e2e.example`,
      fromEmail: `stranger-${project}@e2e.example`,
      fromName: "Stella Stranger",
      recipient: "hello@durhamdatastrategy.co.uk",
      subject: `A question from a stranger (${project})`,
      body: "Do you work with practices in Sunderland?",
      status: "received",
      sentAt: new Date(),
    });
  const email = `received-html-${project}@e2e.example`;
  await createLead({ firstName: "Hana", lastName: `Html ${project}`, email }, "system");
  const boundary = "e2e-boundary";
  const parts = [
    ["Content-Type: text/html; charset=utf-8", "", HOSTILE_HTML].join("\r\n"),
    attachment("brief.pdf", "application/pdf", Buffer.from("%PDF-1.4 a small brief")),
    attachment("page.html", "text/html", Buffer.from("<script>alert(1)</script>")),
    attachment("export.bin", "application/octet-stream", Buffer.alloc(MAX_ATTACHMENT_BYTES + 1)),
  ];
  await importMessage(
    rawMessage(
      {
        "Message-ID": `<received-html-${project}@e2e.example>`,
        From: `Hana Html <${email}>`,
        Subject: `Our three sites (${project})`,
      },
      `${parts.map((part) => `--${boundary}\r\n${part}`).join("\r\n")}\r\n--${boundary}--`,
      `multipart/mixed; boundary="${boundary}"`,
    ),
    "e2e.example",
  );
}
await closeDb();
