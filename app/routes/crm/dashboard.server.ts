/** CONTRACT (implemented by the CRM work): everything the dashboard shows, for the /crm loader. */
import type { StaffSession } from "~/utils/auth.server";

export async function loadDashboard(_request: Request, _staff: StaffSession): Promise<unknown> {
  return null;
}
