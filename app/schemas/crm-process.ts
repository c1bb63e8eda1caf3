/** POST /api/crm/{contacts,dental-registrations}/{id}/process: link the item to an existing lead. */
import { z } from "zod";
import { toNumber } from "./crm-fields";
import { MAX_ID } from "~/utils/ids";

export const processItemSchema = z.object({
  leadId: z.preprocess(
    toNumber,
    z
      .number({ error: "leadId must be a number" })
      .int("leadId must be a whole number")
      .positive("leadId must be positive")
      .max(MAX_ID, "No lead with this id"),
  ),
});
