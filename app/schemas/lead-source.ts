/** The source categories' names for the layers below the UI (reports), from the lead's words. */
import { LEAD_SOURCE_TEXTS, LEAD_TEXTS } from "~/components/lead/texts";

export { LEAD_SOURCE_TEXTS };
/** A lead with no recorded source (made before sources were kept). */
export const SOURCE_NOT_RECORDED = LEAD_TEXTS.source.unknown;
