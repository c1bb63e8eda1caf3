/** The Mail page's words (/crm/mail: the outbox and the templates' previews). */
import { plural } from "~/utils/plural";
import { pageOf } from "../crm/texts";

export const MAIL_TEXTS = {
  /** "1 mail.", "3 mails failed; page 1 of 2."; nothing when there are none (the page says so). */
  summary: (total: number, state: string | null, page: number, pageCount: number) =>
    total === 0
      ? ""
      : `${plural(total, "mail", "mails")}${state ? ` ${state.toLowerCase()}` : ""}${pageOf(page, pageCount)}.`,
} as const;
