/** POST /api/crm/{contacts,dental-registrations}/{id}/process: link the item to an existing lead. */
import { z } from "zod";
import { toNumber } from "./crm-fields";

export const processItemSchema = z.object({
  leadId: z.preprocess(
    toNumber,
    z
      .number({ error: "leadId must be a number" })
      .int("leadId must be a whole number")
      .positive("leadId must be positive"),
  ),
});

const positiveId = (name: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be positive`),
  );

export const CONVERSION_MODES = ["match", "new"] as const;

/** POST …/{id}/convert: add to the lead with the same email ("match", the default) or not. */
export const convertItemSchema = z.object({
  mode: z.enum(CONVERSION_MODES, { error: 'mode must be "match" or "new"' }).default("match"),
});

/** POST /api/crm/leads/{id}/merge and the merge page: the lead merged into this one. */
export const mergeLeadSchema = z.object({ otherId: positiveId("otherId") });
