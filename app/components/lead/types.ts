/** The lead page's data, as its loader sends it and its sections read it. */
import type { ActivityView, LeadView, OwnerChoiceView } from "../crm/dashboard-data";
import type { ReplyView } from "./reply-section";

export interface TimelineEntryView {
  key: string;
  type: string;
  at: Date;
  by: string | null;
  summary: string;
  detail?: string | null;
  /** The changes in plain words, one sentence each. */
  changeLines?: string[];
  /** A planned follow-up's due date. */
  dueAt?: Date | null;
  /** Mail read from the shared mailbox: safe HTML, quoted text, files (models/timeline). */
  mail?: MailPartsView;
}

export interface MailPartsView {
  html: string | null;
  picturesHidden: number;
  quotedText: string;
  attachments: {
    id: number;
    filename: string;
    contentType: string;
    size: number;
    kept: boolean;
  }[];
}

export interface MergeView {
  /** The merge section is shown (started from the header, or a search or preview under way). */
  open: boolean;
  q: string;
  results: { id: number; name: string; email: string }[];
  preview: {
    other: LeadView;
    /** The fields where both leads hold different values: staff choose per field. */
    conflicts: string[];
    /** What moves from the other lead to this one. */
    moves: { activities: number; contactSubmissions: number; dentalRegistrations: number };
    /** Whose values are chosen already: the lead changed last. */
    newer: "keep" | "other";
  } | null;
}

export interface DuplicateView {
  id: number;
  name: string;
  email: string;
  company: string | null;
  /** Why it may be the same person, in words. */
  reasons: string[];
}

export interface LeadPageData {
  lead: LeadView;
  /** The owner's name (null: unassigned) and the colleagues the lead can be given to. */
  owner: { name: string | null; choices: OwnerChoiceView[] };
  /** Other leads that may be the same person (not dismissed). */
  duplicates: DuplicateView[];
  timeline: TimelineEntryView[];
  planned: ActivityView[];
  merge: MergeView;
  /** The person's processing is restricted (GDPR): no status change or new activity. */
  restricted?: boolean;
  /** What the reply form starts from. */
  reply: ReplyView;
}

export const fullName = (lead: { firstName: string; lastName: string }) =>
  `${lead.firstName} ${lead.lastName}`.trim();
