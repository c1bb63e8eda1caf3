/**
 * The signed-in staff member's role, from the CRM layout's loader: screens leave out what only
 * admins may do (exports, People) for a member. The server refuses it anyway (403).
 */
import { useRouteLoaderData } from "react-router";

interface CrmLayoutData {
  staffRole?: "admin" | "member" | null;
}

export function useIsAdmin(): boolean {
  const data = useRouteLoaderData("routes/crm/layout") as CrmLayoutData | undefined;
  return data?.staffRole === "admin";
}
