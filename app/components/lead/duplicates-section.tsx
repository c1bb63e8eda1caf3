/**
 * Possible duplicates of the lead (same email, phone, name, or surname and company): each with
 * why, a way to merge it into this lead, and "Not a duplicate", which is remembered.
 */
import { Form, Link, href, useNavigation } from "react-router";
import { VisuallyHidden } from "../crm/controls";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./lead.css";
import { CRM_TEXTS } from "../crm/texts";
import type { DuplicateView } from "./types";
import { LEAD_TEXTS } from "./texts";

export function DuplicatesSection({
  leadId,
  duplicates,
}: {
  leadId: number;
  duplicates: DuplicateView[];
}) {
  const navigation = useNavigation();
  const here = href("/crm/leads/:id", { id: String(leadId) });
  if (!duplicates.length) return null;
  const pendingId =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "dismiss-duplicate"
      ? Number(navigation.formData.get("otherId"))
      : undefined;
  return (
    <section aria-labelledby="duplicates-title" className={styles.notice}>
      <h2 id="duplicates-title" className={pageParts.subheading}>
        {LEAD_TEXTS.duplicates.count(duplicates.length)}
      </h2>
      <ul className={pageParts.list} aria-label={LEAD_TEXTS.duplicates.title}>
        {duplicates.map((duplicate) => (
          <li key={duplicate.id} data-testid="possible-duplicate">
            <p className={pageParts.definition}>
              <Link to={href("/crm/leads/:id", { id: String(duplicate.id) })}>
                {duplicate.name} ({duplicate.email})
              </Link>
              {duplicate.company ? `, ${duplicate.company}` : null}: {duplicate.reasons.join("; ")}
            </p>
            <Form method="post" action={here} className={pageParts.cardActions}>
              <input type="hidden" name="intent" value="dismiss-duplicate" />
              <input type="hidden" name="otherId" value={duplicate.id} />
              <Link
                to={`${here}?mergeWith=${duplicate.id}#merge`}
                className={controls.button.secondary}
              >
                {LEAD_TEXTS.actions.mergeDuplicate}
                <VisuallyHidden>
                  {" "}
                  {LEAD_TEXTS.duplicates.intoThisLead(duplicate.name)}
                </VisuallyHidden>
              </Link>
              <button
                type="submit"
                className={controls.button.secondary}
                disabled={pendingId === duplicate.id}
              >
                {pendingId === duplicate.id
                  ? CRM_TEXTS.actions.saving
                  : LEAD_TEXTS.actions.notDuplicate}
                <VisuallyHidden> {LEAD_TEXTS.duplicates.of(duplicate.name)}</VisuallyHidden>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
