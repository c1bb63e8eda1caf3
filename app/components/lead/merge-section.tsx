/**
 * Merging another lead into this one, started from the top of the lead page: find it by name or
 * email, then a side-by-side choice per field that differs and what the merge does.
 */
import { useEffect, useRef } from "react";
import { Form, Link, href, useLocation, useNavigation } from "react-router";
import { SEARCH_MAX_LENGTH, type LeadView } from "../crm/dashboard-data";
import * as styles from "../crm/dashboard.css";
import { CRM_TEXT } from "../crm/texts";
import { LEAD_FIELD_TEXTS, valueLabel } from "~/schemas/lead-fields";
import { mergeMovesText, mergeNames, mergeOptionHints, mergePageText } from "./merge-texts";
import { type MergeView, fullName } from "./types";

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
      <h2 id="merge-title" className={styles.subheading}>
        {CRM_TEXT.actions.mergeStart}
      </h2>
      {merge.preview ? null : (
        <Form
          method="get"
          action={`${here}#merge`}
          role="search"
          aria-label="Find a lead to merge"
          className={styles.searchForm}
        >
          <div className={styles.inlineField}>
            <label htmlFor="merge-q" className={styles.label}>
              Name or email of the other lead
            </label>
            <input
              id="merge-q"
              type="search"
              name="mergeQ"
              defaultValue={merge.q}
              maxLength={SEARCH_MAX_LENGTH}
              className={styles.control}
            />
          </div>
          <button type="submit" className={styles.button.secondary}>
            {CRM_TEXT.actions.search}
          </button>
        </Form>
      )}
      {merge.q && !merge.preview ? (
        merge.results.length ? (
          <ul aria-label="Leads to merge with">
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
          <p>No other lead matches.</p>
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
    <div className={styles.panel} data-testid="merge-preview">
      <h3 className={styles.subheading}>
        Merge {otherName} ({other.email}) into {keepName} ({lead.email})
      </h3>
      <Form method="post" action={here}>
        <input type="hidden" name="intent" value="merge" />
        <input type="hidden" name="otherId" value={other.id} />
        {preview.conflicts.length ? (
          <p>
            Where the two leads differ, choose the value to keep; the newer lead&apos;s is chosen
            already. A value not kept is not lost: another email address stays on the lead as an
            additional address, anything else is added to its notes with the lead it came from.
          </p>
        ) : (
          <p>No values differ: empty fields are filled from {names.other}.</p>
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
                  <span className={styles.statHint}>({hints[side]})</span>
                </span>
              </label>
            );
          };
          return (
            <fieldset key={field} className={styles.mergeChoice}>
              <legend className={styles.label}>{label}</legend>
              {option("keep")}
              {option("other")}
            </fieldset>
          );
        })}
        <p>What the merge does:</p>
        <ul aria-label="What the merge does">
          <li>{mergeMovesText(moves, names)}</li>
          <li>Both leads&apos; notes are kept.</li>
          <li>{mergePageText(names)}</li>
        </ul>
        <div className={styles.formActions}>
          <button type="submit" className={styles.button.primary} disabled={busy}>
            {busy ? CRM_TEXT.actions.merging : CRM_TEXT.actions.merge}
          </button>
          <Link to={here} className={styles.button.secondary}>
            {CRM_TEXT.actions.cancel}
          </Link>
        </div>
      </Form>
    </div>
  );
}
