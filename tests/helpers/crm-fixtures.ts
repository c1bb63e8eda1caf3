/** Rows for CRM tests, inserted straight into the test database. */
import { type Db } from "@db/client.server";
import { and, eq } from "drizzle-orm";
import {
  contactSubmissions,
  dentalRegistrations,
  mailMessages,
  newsletterSubscriptions,
} from "@db/schema";
import { MAIL_TEMPLATES } from "~/models/mail-templates.server";

export async function insertContact(
  db: Db,
  overrides: Partial<typeof contactSubmissions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      company: "Navy Dental",
      message: "Subject: Data\n\nWe need help with our reporting.",
      source: "website",
      ...overrides,
    })
    .returning();
  return row;
}

export async function insertRegistration(
  db: Db,
  overrides: Partial<typeof dentalRegistrations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(dentalRegistrations)
    .values({
      fullName: "Ada King Lovelace",
      practiceName: "Smile Practice Group",
      jobTitle: "Practice Owner",
      email: "ada@example.com",
      phone: "0191 496 0000",
      location: "Durham",
      pms: "soe",
      locations: "4-6",
      challenge: "Our cancellations are not tracked across sites.",
      discoveryCall: "yes-within-week",
      ...overrides,
    })
    .returning();
  return row;
}

let subscriptionCounter = 0;
export async function insertSubscription(
  db: Db,
  overrides: Partial<typeof newsletterSubscriptions.$inferInsert> = {},
) {
  subscriptionCounter += 1;
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email: `reader${subscriptionCounter}@example.com`,
      fullName: `Reader ${subscriptionCounter}`,
      unsubscribeToken: `token-${subscriptionCounter}-${Math.random().toString(36).slice(2)}`,
      ...overrides,
    })
    .returning();
  return row;
}

/** A newsletter sign-up that the person has confirmed (double opt-in): an active subscriber. */
export async function confirmedSubscription(input: { fullName: string; email: string }) {
  const { subscribe, confirmByToken } = await import("~/models/newsletter.server");
  const pending = await subscribe(input);
  if (pending.confirmToken) await confirmByToken(pending.confirmToken);
  const { findByToken } = await import("~/models/newsletter.server");
  return (await findByToken(pending.unsubscribeToken))!;
}

/** The security notices queued as mail to one address: each one's kind and subject. */
export async function noticesTo(db: Db, email: string) {
  const rows = await db.select().from(mailMessages).where(eq(mailMessages.recipient, email));
  return rows
    .filter((row) => row.template === "staff-notice")
    .map((row) => ({ notice: (row.params as { notice: string }).notice, subject: row.subject }));
}

/**
 * The invitation mail queued to an address, rendered as the mail job renders it when it sends:
 * its outbox row, its text part, and the join link's path in it (null when the mail would be
 * cancelled: the invitation is used, expired or gone).
 */
export async function invitationMailTo(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, email), eq(mailMessages.template, "staff-invitation")));
  const rendered = row ? await MAIL_TEMPLATES["staff-invitation"].render(row.params, db) : null;
  const path = rendered && /https?:\/\/[^/\s]+(\/crm\/join\/[A-Za-z0-9_-]{43})/.exec(rendered.text);
  return { row, text: rendered?.text ?? null, path: path ? path[1] : null };
}
