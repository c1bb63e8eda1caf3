/**
 * A CRM page's meta: its own title plus the CRM layout's policy (noindex). React Router lets the
 * deepest meta export replace its parents', so a page that sets a title must carry the layout's
 * tags on; this keeps the policy written once, in layout.tsx.
 */
import type { MetaDescriptor } from "react-router";

const LAYOUT_ID = "routes/crm/layout";

export function crmMeta(
  matches: readonly ({ id: string; meta: MetaDescriptor[] } | undefined)[],
  title: string,
): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === LAYOUT_ID);
  return [{ title }, ...(layout?.meta ?? [])];
}
