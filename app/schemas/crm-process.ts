/** POST /api/crm/{contacts,dental-registrations}/{id}/process: link the item to an existing lead. */
import { z } from "zod";
import { toNumber } from "./crm-fields";
import { MAX_ID } from "~/utils/ids";

/** A lead's id in a body: a whole positive number within the id column (2^31 - 1). */
const positiveId = (name: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be positive`)
      .max(MAX_ID, "No lead with this id"),
  );

export const processItemSchema = z.object({ leadId: positiveId("leadId") });

export const CONVERSION_MODES = ["match", "new"] as const;

/** POST …/{id}/convert: add to the lead with the same email ("match", the default) or not. */
export const convertItemSchema = z.object({
  mode: z.enum(CONVERSION_MODES, { error: 'mode must be "match" or "new"' }).default("match"),
});

/** POST /api/crm/leads/{id}/merge and the merge page: the lead merged into this one. */
export const mergeLeadSchema = z.object({ otherId: positiveId("otherId") });
