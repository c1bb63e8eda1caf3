/**
 * Merging another lead into this one, started from the top of the lead page: find it by name or
 * email, then a side-by-side choice per field that differs and what the merge does.
 */
import { useEffect, useRef } from "react";
import { Form, Link, href, useLocation, useNavigation } from "react-router";
import { SEARCH_MAX_LENGTH, type LeadView } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./lead.css";
import { CRM_TEXTS } from "../crm/texts";
import { LEAD_FIELD_TEXTS, valueLabel } from "~/schemas/lead-fields";
import { type MergeView, fullName } from "./types";
import { LEAD_TEXTS, mergeMovesText, mergeNames, mergeOptionHints, mergePageText } from "./texts";

/**
 * Opened with JavaScript (the address gains #merge), the section is scrolled to and its search
 * field focused, as the fragment does on a page load without it; once per opening.
 */
function useOpenedHere(section: React.RefObject<HTMLElement | null>, searching: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== "#merge" || !section.current) return;
    section.current.scrollIntoView({ block: "start" });
    if (!searching) section.current.querySelector<HTMLInputElement>("#merge-q")?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each time the merge is opened
  }, [key]);
}

export function MergeSection({ lead, merge }: { lead: LeadView; merge: MergeView }) {
  const here = href("/crm/leads/:id", { id: String(lead.id) });
  const ref = useRef<HTMLElement>(null);
  useOpenedHere(ref, Boolean(merge.q || merge.preview));
  return (
    <section aria-labelledby="merge-title" id="merge" ref={ref}>
      <h2 id="merge-title" className={pageParts.subheading}>
        {LEAD_TEXTS.actions.mergeStart}
      </h2>
      {merge.preview ? null : (
        <Form
          method="get"
          action={`${here}#merge`}
          role="search"
          aria-label={LEAD_TEXTS.merge.find}
          className={controls.searchForm}
        >
          <div className={controls.inlineField}>
            <label htmlFor="merge-q" className={controls.label}>
              {LEAD_TEXTS.merge.otherLead}
            </label>
            <input
              id="merge-q"
              type="search"
              name="mergeQ"
              defaultValue={merge.q}
              maxLength={SEARCH_MAX_LENGTH}
              className={controls.control}
            />
          </div>
          <button type="submit" className={controls.button.secondary}>
            {CRM_TEXTS.actions.search}
          </button>
        </Form>
      )}
      {merge.q && !merge.preview ? (
        merge.results.length ? (
          <ul aria-label={LEAD_TEXTS.merge.results}>
            {merge.results.map((result) => (
              <li key={result.id}>
                <Link
                  to={`${here}?mergeQ=${encodeURIComponent(merge.q)}&mergeWith=${result.id}#merge`}
                >
                  {result.name} ({result.email})
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{LEAD_TEXTS.merge.noMatch}</p>
        )
      ) : null}
      {merge.preview ? <MergePreview lead={lead} merge={merge} /> : null}
    </section>
  );
}

function MergePreview({ lead, merge }: { lead: LeadView; merge: MergeView }) {
  const preview = merge.preview!;
  const other = preview.other;
  const navigation = useNavigation();
  const here = href("/crm/leads/:id", { id: String(lead.id) });
  const busy = navigation.state !== "idle" && navigation.formAction === here;
  const keepName = fullName(lead);
  const otherName = fullName(other);
  const names = mergeNames(lead, other);
  const hints = mergeOptionHints(lead, other);
  const { moves } = preview;
  return (
    <div className={pageParts.panel} data-testid="merge-preview">
      <h3 className={pageParts.subheading}>
        {LEAD_TEXTS.merge.title(otherName, other.email, keepName, lead.email)}
      </h3>
      <Form method="post" action={here}>
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="otherId" value={other.id} />
        {preview.conflicts.length ? (
          <p>{LEAD_TEXTS.merge.chooseValues}</p>
        ) : (
          <p>{LEAD_TEXTS.merge.noConflicts(names.other)}</p>
        )}
        {preview.conflicts.map((field) => {
          const label = LEAD_FIELD_TEXTS[field as keyof typeof LEAD_FIELD_TEXTS] ?? field;
          const option = (side: "keep" | "other") => {
            const source = side === "keep" ? lead : other;
            return (
              <label className={styles.mergeOption}>
                <input
                  type="radio"
                  name={`choice-${field}`}
                  value={side}
                  defaultChecked={preview.newer === side}
                />{" "}
                <span>
                  {valueLabel(field, source[field as keyof LeadView]) || "—"}{" "}
                  <span className={pageParts.statHint}>({hints[side]})</span>
                </span>
              </label>
            );
          };
          return (
            <fieldset key={field} className={styles.mergeChoice}>
              <legend className={controls.label}>{label}</legend>
              {option("keep")}
              {option("other")}
            </fieldset>
          );
        })}
        <p>{LEAD_TEXTS.merge.whatItDoes}</p>
        <ul aria-label={LEAD_TEXTS.merge.whatItDoesList}>
          <li>{mergeMovesText(moves, names)}</li>
          <li>{LEAD_TEXTS.merge.notesKept}</li>
          <li>{mergePageText(names)}</li>
        </ul>
        <div className={controls.formActions}>
          <button type="submit" className={controls.button.primary} disabled={busy}>
            {busy ? LEAD_TEXTS.actions.merging : LEAD_TEXTS.actions.merge}
          </button>
          <Link to={here} className={controls.button.secondary}>
            {CRM_TEXTS.actions.cancel}
          </Link>
        </div>
      </Form>
    </div>
  );
}
