/**
 * Labels for DentalIQ answers, shown in the CRM and written into converted leads' notes.
 * The option lists belong to the DentalIQ form (app/schemas/dental-iq.ts); unknown values show as stored.
 */
import { DISCOVERY_CALL_OPTIONS, PMS_OPTIONS } from "./dental-iq";

const byValue = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<string, string>;

export const PMS_TEXTS = byValue(PMS_OPTIONS);
export const DISCOVERY_CALL_TEXTS = byValue(DISCOVERY_CALL_OPTIONS);
