/**
 * A message read from the shared mailbox, under its timeline entry (decision 100): its HTML as the
 * server made it safe (no script, handler, style or picture), quoted history folded in a
 * <details> that opens without JavaScript, a word on pictures not loaded, and its files to
 * download (or "not kept" above the size limit).
 */
import { href } from "react-router";
import { foldQuotedHtml } from "~/utils/mail-quotes";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./lead.css";
import type { MailPartsView } from "./types";
import { LEAD_TEXTS } from "./texts";

const TEXTS = LEAD_TEXTS.timeline.mail;

export function MailParts({ mail }: { mail: MailPartsView }) {
  return (
    <>
      {mail.picturesHidden ? (
        <p className={styles.timelineMeta}>{TEXTS.picturesHidden(mail.picturesHidden)}</p>
      ) : null}
      {mail.html ? (
        <div
          className={styles.mailHtml}
          // Sanitised on the server (utils/mail-html.server.ts); folding only adds <details>.
          dangerouslySetInnerHTML={{ __html: foldQuotedHtml(mail.html, TEXTS.showQuoted) }}
        />
      ) : null}
      {mail.quotedText ? (
        <details>
          <summary>{TEXTS.showQuoted}</summary>
          <p className={pageParts.prose}>{mail.quotedText}</p>
        </details>
      ) : null}
      {mail.attachments.length ? (
        <>
          <p className={styles.timelineMeta}>{TEXTS.attachments}</p>
          <ul className={styles.changes}>
            {mail.attachments.map((file) => (
              <li key={file.id}>
                {file.kept ? (
                  <a
                    href={href("/crm/attachments/:id", { id: String(file.id) })}
                    aria-label={TEXTS.download(file.filename)}
                    download
                  >
                    {file.filename}
                  </a>
                ) : (
                  file.filename
                )}{" "}
                ({file.contentType}, {TEXTS.size(file.size)}
                {file.kept ? "" : `, ${TEXTS.notKept}`})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
