/**
 * The rule for words, part 4 (decision 039): models return facts (codes, numbers, dates), never
 * sentences; the page words them from its feature's texts.ts. Every model under app/models is
 * scanned (every feature: campaigns, imports, backups, posts, images, replies, the mailbox…);
 * mail modules (`*-mail.server.ts`, `*-mails.server.ts`, the notice mails' `staff-notice-texts.ts`)
 * are not: a mail's words are its own.
 * What tests/helpers/model-words.ts lets through (audit summaries, plain errors, logs, SQL) is
 * said there.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findModelSentences } from "../helpers/model-words";

/**
 * The sentences models still held when this test was written, each to be moved to a code when
 * its feature is next changed (decision 039, Consequences). The list only shrinks: a sentence
 * moved out must leave it, and a new one fails with its file and line.
 */
const KNOWN: Record<string, string[]> = {
  "activities.server.ts": ["No lead with id …", "This activity is already done"],
  "backup-run.server.ts": [
    "Backup failed: the folder … (BACKUP_DIR) cannot be written (…).",
    "Backup failed: …",
  ],
  "conversions.server.ts": [
    "Conversion failed: …",
    "Contact form message: …",
    "Biggest challenge: …",
    "Discovery call: …",
  ],
  "homepage.server.ts": ["Content file … is malformed: …"],
  "lead-merge.server.ts": ["Values not kept in the merge of …:\n…", "Merge failed: …"],
  "lead-score.server.ts": [
    "Discovery call within a week",
    "Discovery call within a month",
    "Discovery call, flexible timing",
    "Maybe open to a discovery call",
    "Phone number given",
    "Job title given",
    "Target industry (…)",
  ],
  "mail.server.ts": ["Its record no longer exists"],
  "owners.server.ts": [
    "Owner changed from … to …",
    "Choose a colleague other than the one leaving.",
  ],
  "public-forms.server.ts": ["Too many submissions. Please try again in … …."],
  "sign-in.server.ts": ["That is not your password or a current code."],
  "staff-admin.server.ts": [
    "Enter the colleague's email address, like name@example.com.",
    "Choose admin or member.",
    "There is no such staff account.",
    "Choose admin or member.",
    "The CRM needs at least one admin: make someone else an admin first.",
    "The CRM needs at least one admin: make someone else an admin first.",
  ],
  "staff.server.ts": [
    "Use at least … characters.",
    "Use at most 1024 characters.",
    "That password is one of the most common ones: choose another.",
    "The password must be at least … characters long.",
    "A staff account for … already exists.",
    "No staff account for ….",
    "No staff account for ….",
  ],
  "timeline.server.ts": [
    "Details removed (erasure)",
    "Job title: …",
    "Biggest challenge: …",
    "Discovery call: …",
    "Accepted by the mail server at …",
    "The mail server answered: …",
    "It will be tried again.",
  ],
  "totp.server.ts": [
    "The TOTP secret must be base32 (letters A-Z and digits 2-7), at least 16 characters.",
  ],
};

/** Mail modules, and the words of the staff security notice mails (staff-mails.server.ts). */
const MAIL_MODULE = /-mails?\.server\.ts$|^staff-notice-texts\.ts$/;

const sentencesIn = (source: string) =>
  findModelSentences("x.server.ts", source).map(({ text }) => text);

describe("sentences in models", () => {
  it("finds a sentence a model returns, throws in its own error or keeps in a map", () => {
    const source = `
      export class StaffError extends Error {}
      const WORDS = { hard: "Hard bounce reported by the provider" };
      export function check(n: number) {
        if (n < 0) throw new StaffError(\`Use at least \${n} characters.\`);
        return { ok: false, reason: "That file is too large to import." };
      }`;
    expect(sentencesIn(source)).toEqual([
      "Hard bounce reported by the provider",
      "Use at least … characters.",
      "That file is too large to import.",
    ]);
  });

  it("lets codes, audit summaries, plain errors, logs and SQL through", () => {
    const source = `
      import { x } from "Some Module Name Here";
      export async function change(tx: unknown, audit: (s: string) => Promise<void>) {
        await recordAudit(tx, { action: "deleted", summary: \`Lead Ada Lovelace deleted\` });
        await audit("Bouncing: the provider reported a hard bounce");
        log.warn("Backup folder is not writable", { code: "EACCES" });
        if (!tx) throw new Error("No database handle was given");
        const rows = sql\`select 'Not A Sentence Here' as x\`;
        return { ok: false, reason: "not-draft", kind: "Closed Won" };
      }`;
    expect(sentencesIn(source)).toEqual([]);
  });

  it("finds none in app/models beyond the known ones", () => {
    const files = readdirSync("app/models").filter(
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !MAIL_MODULE.test(name),
    );
    expect(files.length).toBeGreaterThan(80);
    const found: Record<string, string[]> = {};
    const where: string[] = [];
    for (const name of files) {
      const sentences = findModelSentences(name, readFileSync(`app/models/${name}`, "utf8"));
      if (sentences.length) found[name] = sentences.map(({ text }) => text);
      const known = KNOWN[name] ?? [];
      for (const { line, text } of sentences)
        if (!known.includes(text)) where.push(`app/models/${name}:${line} ${JSON.stringify(text)}`);
    }
    // A new sentence: word it in the feature's texts.ts and return a code.
    expect(where).toEqual([]);
    // One moved out: take it off KNOWN too.
    expect(found).toEqual(KNOWN);
  });
});
