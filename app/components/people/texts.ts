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
    invalid: "Please check the form",
  },
} as const;
