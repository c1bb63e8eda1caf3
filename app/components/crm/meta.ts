/**
 * A CRM page's meta: its own title plus the CRM layout's policy (noindex). React Router lets the
 * deepest meta export replace its parents', so a page that sets a title must carry the layout's
 * tags on; this keeps the policy written once, in layout.tsx.
 */
import type { MetaDescriptor } from "react-router";
import { withErrorTitle } from "~/schemas/public-form";

const LAYOUT_ID = "routes/crm/layout";

export function crmMeta(
  matches: readonly ({ id: string; meta: MetaDescriptor[] } | undefined)[],
  title: string,
  /** The page shows a failed post's errors (answeredInvalid): the title starts "Error: ". */
  invalid = false,
): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === LAYOUT_ID);
  return [...withErrorTitle([{ title }], invalid), ...(layout?.meta ?? [])];
}
