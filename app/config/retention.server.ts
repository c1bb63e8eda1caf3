/**
 * How long unconverted enquiries, registrations and closed-lost leads are kept: RETENTION_MONTHS
 * (default 24). The retention job and the privacy policy both read it here, so they cannot differ.
 */
export const DEFAULT_RETENTION_MONTHS = 24;

export function retentionMonths(): number {
  const raw = process.env.RETENTION_MONTHS?.trim();
  if (!raw) return DEFAULT_RETENTION_MONTHS;
  const months = Number(raw);
  if (!Number.isInteger(months) || months < 1 || months > 1200) {
    throw new Error(`RETENTION_MONTHS must be a whole number of months (1-1200), not "${raw}"`);
  }
  return months;
}
