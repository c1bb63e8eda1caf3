/** The Log activity form (what has already happened): in the Activities tab's dialog (JavaScript) and on /crm/activities/new (both). */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useId, useState } from "react";
import { Form, Link, href, useFetcher, useLocation, useNavigation } from "react-router";
import { summaryFromFields } from "~/components/forms/error-summary";
import { SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { useHydrated } from "~/components/shell/use-hydrated";
import { ACTIVITY_TYPES, OUTCOME_OPTIONS, createActivitySchema } from "~/schemas/activity";
import { type LeadChoice, SEARCH_MAX_LENGTH } from "../crm/dashboard-data";
import * as controls from "../crm/controls.css";
import * as pageParts from "../crm/page-parts.css";
import * as styles from "./leads.css";
import {
  CrmFormHead,
  optionsOf,
  postTo,
  useFailureToast,
  useSendAttempts,
} from "../crm/form-parts";
import { CRM_TEXTS } from "../crm/texts";
import { LEADS_TEXTS } from "./texts";

export const LOG_ACTIVITY_ACTION = href("/crm/activities/new");
interface Props {
  leads: LeadChoice[];
  defaultLeadId?: number;
  /** Opened from a lead: the activity is that lead's, shown and not asked for again. */
  fixedLead?: LeadChoice;
  returnTo: string;
  /** The lead search the list shows the results of (empty: the newest leads). */
  query?: string;
}

const SEARCH_DELAY_MS = 250;

/**
 * Finding the lead: a search (name, email or company) whose results fill the Lead list. Without
 * JavaScript the search is its own GET form (the page reloads with ?q=). With it, the search box
 * is a combobox (WAI-ARIA 1.2, list autocomplete): matches appear as you type, arrow keys move
 * through them, Enter picks one into the Lead list, Escape closes them. The search box sits inside
 * the activity form but belongs to the search form (the `form` attribute), so it is never posted
 * with the activity.
 */
function useLeadSearch({ leads, query = "", returnTo, selectId }: Props & { selectId: string }) {
  const hydrated = useHydrated();
  const search = useFetcher<{ leads: LeadChoice[]; q: string }>();
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const formId = `lead-search-${useId()}`;
  const inputId = `${formId}-q`;
  const listboxId = `${formId}-matches`;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const load = (q: string) =>
    search.load(`${LOG_ACTIVITY_ACTION}?${new URLSearchParams({ q, returnTo })}`);
  useEffect(() => {
    if (typed === null) return;
    const timer = setTimeout(() => load(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load only when what is typed changes
  }, [typed]);
  const choices = search.data?.leads ?? leads;
  const shownQuery = search.data?.q ?? query;
  const matches = typed !== null && search.data ? search.data.leads : [];
  const expanded = open && matches.length > 0;
  useEffect(() => setActive(-1), [search.data]);

  const choose = (lead: LeadChoice) => {
    const select = document.getElementById(selectId);
    if (select instanceof HTMLSelectElement) {
      select.value = String(lead.id);
      // Conform (validation, the error summary) follows the form's own events.
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
    setOpen(false);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!matches.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return {
    choices,
    field: (
      <div className={controls.inlineField}>
        <label htmlFor={inputId} className={controls.label}>
          {LEADS_TEXTS.activityForm.findLead}
        </label>
        <div className={styles.searchRow}>
          <input
            id={inputId}
            type="search"
            name="q"
            form={formId}
            defaultValue={query}
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            className={controls.control}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setOpen(true);
            }}
            {...(hydrated
              ? {
                  role: "combobox",
                  "aria-autocomplete": "list" as const,
                  "aria-expanded": expanded,
                  "aria-controls": listboxId,
                  "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
                  onKeyDown,
                  onBlur: () => setOpen(false),
                }
              : {})}
          />
          <button type="submit" form={formId} className={controls.button.secondary}>
            {CRM_TEXTS.actions.search}
          </button>
        </div>
        {hydrated ? (
          <ul
            id={listboxId}
            role="listbox"
            aria-label={LEADS_TEXTS.activityForm.matchingLeads}
            hidden={!expanded}
            className={styles.matchList}
          >
            {matches.map((lead, index) => (
              <li
                key={lead.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.matchOption}
                // mousedown, not click: the search box keeps focus (its blur would close the list).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(lead);
                }}
              >
                {lead.name} ({lead.email})
              </li>
            ))}
          </ul>
        ) : null}
        <p role="status" className={pageParts.statHint}>
          {shownQuery
            ? choices.length
              ? LEADS_TEXTS.activityForm.matches(choices.length, shownQuery)
              : LEADS_TEXTS.activityForm.noMatch(shownQuery)
            : LEADS_TEXTS.activityForm.newestListed}
        </p>
      </div>
    ),
    form: (
      <form
        id={formId}
        method="get"
        action={LOG_ACTIVITY_ACTION}
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          const q = new FormData(event.currentTarget).get("q");
          load(typeof q === "string" ? q : "");
        }}
      >
        <input type="hidden" name="returnTo" value={returnTo} />
      </form>
    ),
  };
}

function useActivityForm({
  leads,
  defaultLeadId,
  fixedLead,
  returnTo,
  query,
  lastResult,
  pending,
}: Props & { lastResult?: SubmissionResult<string[]>; pending: boolean }) {
  const [form, fields] = useForm({
    id: "log-activity",
    lastResult,
    defaultValue: {
      leadId: fixedLead ? String(fixedLead.id) : defaultLeadId ? String(defaultLeadId) : "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createActivitySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { attempt, formProps } = useSendAttempts(form, lastResult);
  const leadSearch = useLeadSearch({ leads, query, returnTo, selectId: fields.leadId.id });
  const summary = summaryFromFields([
    fields.leadId,
    fields.type,
    fields.subject,
    fields.description,
    fields.outcome,
    fields.duration,
  ]);
  return {
    formProps,
    searchForm: fixedLead ? null : leadSearch.form,
    body: (
      <>
        <CrmFormHead
          formId={formProps.id}
          attempt={attempt}
          summary={summary}
          failedTitle={LEADS_TEXTS.toast.activityLogFailed}
          formErrors={form.errors}
          returnTo={returnTo}
        />
        {fixedLead ? null : leadSearch.field}
        <div className={controls.formGrid}>
          {fixedLead ? (
            <FixedLead lead={fixedLead} name={fields.leadId.name} returnTo={returnTo} />
          ) : (
            <SelectField
              field={fields.leadId}
              label={LEADS_TEXTS.activityFields.lead}
              options={leadSearch.choices.map((lead) => ({
                value: String(lead.id),
                label: `${lead.name} (${lead.email})`,
              }))}
              placeholder={LEADS_TEXTS.activityForm.selectLead}
            />
          )}
          <SelectField
            field={fields.type}
            label={LEADS_TEXTS.activityFields.type}
            options={optionsOf(ACTIVITY_TYPES)}
            placeholder={LEADS_TEXTS.activityForm.selectType}
          />
        </div>
        <TextField
          field={fields.subject}
          label={LEADS_TEXTS.activityFields.subject}
          autoComplete="off"
        />
        <TextAreaField
          field={fields.description}
          label={LEADS_TEXTS.activityFields.description}
          optional
          rows={4}
        />
        <div className={controls.formGrid}>
          <SelectField
            field={fields.outcome}
            label={LEADS_TEXTS.activityFields.outcome}
            optional
            options={OUTCOME_OPTIONS}
            placeholder={LEADS_TEXTS.activityForm.selectOutcome}
          />
          <TextField
            field={fields.duration}
            label={LEADS_TEXTS.activityFields.durationMinutes}
            optional
            type="number"
            inputMode="numeric"
          />
        </div>
        <div className={controls.formActions}>
          <button type="submit" className={controls.button.primary} disabled={pending}>
            {pending ? LEADS_TEXTS.actions.savingActivity : LEADS_TEXTS.actions.saveActivity}
          </button>
        </div>
      </>
    ),
  };
}

/** The lead the page was opened from: named, posted as a hidden field, with a way to change it. */
function FixedLead({ lead, name, returnTo }: { lead: LeadChoice; name: string; returnTo: string }) {
  return (
    <div className={controls.inlineField}>
      <p className={controls.label}>{LEADS_TEXTS.activityFields.lead}</p>
      <p className={styles.fixedLead}>
        <strong>{lead.name}</strong> ({lead.email})
        <input type="hidden" name={name} value={lead.id} />
      </p>
      <p>
        <Link to={`${LOG_ACTIVITY_ACTION}?${new URLSearchParams({ returnTo })}`}>
          {LEADS_TEXTS.activityForm.otherLead}
        </Link>
      </p>
    </div>
  );
}

export function ActivityFormPage(props: Props & { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  // The page's query (the lead, where to go back to) stays on the address when a post fails.
  const { search } = useLocation();
  const { formProps, body, searchForm } = useActivityForm({
    ...props,
    pending: navigation.state === "submitting",
  });
  return (
    <>
      <Form method="post" action={postTo(LOG_ACTIVITY_ACTION, formProps.id, search)} {...formProps}>
        {body}
      </Form>
      {searchForm}
    </>
  );
}

const activityFailedToast = () =>
  ({ title: LEADS_TEXTS.toast.activityLogFailed, variant: "destructive" }) as const;

export function ActivityFormDialog(props: Props) {
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>();
  const { formProps, body, searchForm } = useActivityForm({
    ...props,
    lastResult: fetcher.data?.result,
    pending: fetcher.state !== "idle",
  });
  useFailureToast(fetcher, activityFailedToast);
  return (
    <>
      <fetcher.Form method="post" action={LOG_ACTIVITY_ACTION} preventScrollReset {...formProps}>
        {body}
      </fetcher.Form>
      {searchForm}
    </>
  );
}
