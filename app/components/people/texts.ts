/** The People (UK GDPR) pages' words: a person's records, restriction, consents, erasure, the subject-access report. */
export const PERSON_TEXTS = {
  title: "People (UK GDPR)",
  search: "Find person",
  emailLabel: "Email address",
  nothingHeld: "Nothing is held on this email address.",
  suppressed:
    "This person was erased at their request. Staff cannot add them again; a new form submission from them lifts this.",
  download: "Download data (JSON)",
  report: "Printable report",
  erase: "Erase this person",
  restrict: "Restrict processing",
  unrestrict: "Lift the restriction",
  withdraw: "Record withdrawal",
  toast: {
    restricted: "Processing restricted",
    unrestricted: "Restriction lifted",
    withdrawn: "Withdrawal recorded",
    erased: "Person erased",
    erasedDescription: (total: number) =>
      `${total} ${total === 1 ? "record" : "records"} erased; the address is suppressed.`,
    invalid: "Please check the form",
  },
  none: "None.",
  /** A record's place in its list, for screen readers: "2 of 3". */
  nOf: (n: number, total: number) => `${n} of ${total}`,
  recordsHeld: "Records held",
  restriction: "Restriction",
  restrictedBecause: (reason: string, by: string, at: string) =>
    `Reason: ${reason}. Restricted by ${by} on ${at}. Records are kept but not processed: no activities, no status changes, left out of the newsletter export.`,
  restrictionForm: "Restriction or objection",
  restrictReason: "Reason (for example the person's objection)",
  consents: "Consents",
  noConsent: "No consent recorded.",
  given: "Given",
  withdrawn: "Withdrawn",
  consentWithdrawn: "Consent withdrawn",
  toldUsBy: "Told us by",
  auditTrail: (count: number) => `Audit trail (${count})`,
  noChanges: "No changes recorded.",
  by: (name: string) => `by ${name}`,
  privacyLogs: "Erasures and retention",
  latestErasures: "Latest erasures",
  noErasures: "No erasures yet.",
  latestRetentionRuns: "Latest retention runs",
  noRetentionRuns: "The retention job has not run yet.",
  months: (months: number) => `${months} months`,
  backToDashboard: "Back to the dashboard",
  invalidEmail: "Enter a full email address, for example name@example.com.",
  everythingHeldOn: (email: string) => `Everything held on ${email}`,
  erasedNothingElse: "Nothing else is held on this address. The erasure is in the",
  erasureLog: "erasure log",
  erasureLogHolds: "(when, by whom and how many records; no personal data).",
  records: "Records",
  openLead: (firstName: string, lastName: string) =>
    `Open lead ${firstName} ${lastName} on the dashboard`,
  erasePage: {
    title: (person: string) => `Erase everything held on ${person}?`,
    notice:
      "This cannot be undone. Every record below is deleted and the audit trail about them is redacted. What stays: an erasure log entry (when, by whom, how many records) and a keyed hash of the address so staff cannot add the person again, unless they contact us themselves.",
    erasing: "Erasing...",
  },
  reportPage: {
    back: "Back to the person",
    title: (email: string) => `Personal data held on ${email}`,
    /** The letter's first paragraph; `held` lists the kinds of record, `otherAddresses` says whether a lead has more. */
    intro: (email: string, otherAddresses: boolean, held: string) =>
      `You asked us for a copy of the personal data we hold about you. This letter lists everything we hold on the email address ${email}${otherAddresses ? " (and the other addresses recorded with it)" : ""}: ${held}. Each record is shown with every detail we keep, followed by the changes we recorded.`,
    restriction: "Restriction of processing",
    changes: (count: number) => `Changes recorded (${count})`,
  },
  reportTitle: "Subject-access report",
  /** The consent log table: its caption and column labels. */
  consentLog: {
    caption: "Consent log, newest first",
    purpose: "Purpose",
    givenOrWithdrawn: "Given or withdrawn",
    when: "When",
    source: "Source",
    noticeVersion: "Notice version",
  },
} as const;

/** The People forms' messages (app/schemas/person.ts). */
export const PERSON_FORM_TEXTS = {
  email: "Enter the person's email address",
  reason: "Say why processing is restricted (for example the person's objection)",
  purpose: "Choose what the person withdrew consent for",
  channel: "Choose how the person told us",
} as const;

/** Why staff cannot process a person (PersonBlockedError's reason), answered by both CRM kits. */
export const PERSON_BLOCKED_TEXTS = {
  suppressed:
    "This person asked for their data to be erased, so they cannot be added again by staff. They will be accepted again only if they contact us themselves through one of the website's forms.",
  restricted:
    "This person has asked us to restrict the processing of their data, so their records cannot be changed and no activity can be logged. Lift the restriction on their person page first.",
} as const;
