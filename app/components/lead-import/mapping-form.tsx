/**
 * The import's mapping page: a lead field for each column, the mode and the defaults (Update
 * preview reads them by GET, Start posts them), the first rows as the import would treat them,
 * with their mapped values, and what it would do with the whole file.
 */
import { Form } from "react-router";
import * as controls from "~/components/crm/controls.css";
import * as pageParts from "~/components/crm/page-parts.css";
import type { ImportField } from "~/models/lead-import.server";
import { IMPORT_MODES } from "~/schemas/lead-import";
import { LEAD_SOURCES, LEAD_STATUSES, labelOf } from "~/schemas/lead";
import { valueLabel } from "~/schemas/lead-fields";
import * as styles from "./imports.css";
import { LEAD_IMPORT_TEXTS } from "./texts";

const T = LEAD_IMPORT_TEXTS.pages;

type Action = keyof typeof T.actions;

/** The mapping page's data, as the route's loader gives it. */
export interface MappingPage {
  token: string;
  fileName: string;
  headers: string[];
  totalRows: number;
  mapping: (string | null)[];
  choices: {
    mode: string;
    defaultStatus: string;
    defaultSource: string;
    defaultOwnerId: string;
  };
  owners: { id: number; name: string }[];
  fields: ImportField[];
  preview: {
    line: number;
    action: Action;
    values: Partial<Record<ImportField, string>>;
    problems: string[];
  }[];
  /** What the import would do with every row of the file. */
  counts: Record<Action, number>;
  /** Why a column the suggestion could have mapped was left unmapped, in words. */
  skipped: string[];
}

export function MappingForm({ page, error }: { page: MappingPage; error?: string }) {
  const F = LEAD_IMPORT_TEXTS.fields;
  // The preview shows each mapped field once, in the file's order, after the email.
  const shown = [
    "email" as const,
    ...new Set(page.mapping.filter((f): f is ImportField => f !== null && f !== "email")),
  ].filter((f) => page.fields.includes(f));
  return (
    <>
      <h1 id="new-import-title">{T.mapTitle}</h1>
      <p className={pageParts.summary}>{page.fileName}</p>
      {error && (
        <p className={controls.formError} role="alert">
          {error}
        </p>
      )}
      {/* One form: Update preview reads it by GET (a page to reload), Start posts it. */}
      <Form method="get" key={page.token + JSON.stringify(page.choices) + page.mapping.join()}>
        <input type="hidden" name="upload" value={page.token} />
        <fieldset>
          <legend>{T.field}</legend>
          {page.skipped.map((note) => (
            <p key={note} className={pageParts.summary} data-testid="mapping-note">
              {note}
            </p>
          ))}
          {page.headers.map((header, i) => (
            <p key={i}>
              <label className={controls.label} htmlFor={`col${i}`}>
                {T.column}: {header || `#${i + 1}`}
              </label>{" "}
              <select
                id={`col${i}`}
                name={`col${i}`}
                defaultValue={page.mapping[i] ?? ""}
                className={`${controls.control} ${styles.select}`}
              >
                <option value="">{T.ignore}</option>
                {page.fields.map((f) => (
                  <option key={f} value={f}>
                    {F[f]}
                  </option>
                ))}
              </select>
            </p>
          ))}
        </fieldset>
        <fieldset>
          <legend>{T.mode}</legend>
          {IMPORT_MODES.map((m) => (
            <p key={m}>
              <label>
                <input
                  type="radio"
                  name="mode"
                  value={m}
                  defaultChecked={page.choices.mode === m}
                />{" "}
                {T.modes[m]}
              </label>
            </p>
          ))}
        </fieldset>
        <p>
          <label className={controls.label} htmlFor="defaultStatus">
            {T.defaultStatus}
          </label>{" "}
          <select
            id="defaultStatus"
            name="defaultStatus"
            defaultValue={page.choices.defaultStatus}
            className={`${controls.control} ${styles.select}`}
          >
            {LEAD_STATUSES.filter((s) => s !== "closed-lost").map((s) => (
              <option key={s} value={s}>
                {labelOf(s)}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label className={controls.label} htmlFor="defaultOwnerId">
            {T.defaultOwner}
          </label>{" "}
          <select
            id="defaultOwnerId"
            name="defaultOwnerId"
            defaultValue={page.choices.defaultOwnerId}
            className={`${controls.control} ${styles.select}`}
          >
            <option value="">{T.noOwner}</option>
            {page.owners.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label className={controls.label} htmlFor="defaultSource">
            {T.defaultSource}
          </label>{" "}
          <select
            id="defaultSource"
            name="defaultSource"
            defaultValue={page.choices.defaultSource}
            className={`${controls.control} ${styles.select}`}
          >
            <option value="">{T.noSource}</option>
            {LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {labelOf(s)}
              </option>
            ))}
          </select>
        </p>
        <div className={controls.formActions}>
          <button type="submit" className={controls.button.secondary}>
            {T.refresh}
          </button>
          {/* Start posts the form url-encoded (the file is already kept): past the re-sign-in
              window such a post is kept and made once the admin confirms, choices and all. */}
          <button type="submit" formMethod="post" className={controls.button.primary}>
            {T.start}
          </button>
        </div>
      </Form>
      <h2 id="preview-title">{T.preview(page.preview.length, page.totalRows)}</h2>
      <p data-testid="preview-counts">{T.fileCounts(page.counts)}</p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region's keys */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="preview-title">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.line}</th>
              <th scope="col">{T.action}</th>
              {shown.map((f) => (
                <th key={f} scope="col">
                  {F[f]}
                </th>
              ))}
              <th scope="col">{T.problems}</th>
            </tr>
          </thead>
          <tbody>
            {page.preview.map((row) => (
              <tr key={row.line} data-testid="preview-row">
                <td>{row.line}</td>
                <td>{T.actions[row.action]}</td>
                {shown.map((f) => (
                  <td key={f}>{valueLabel(f, row.values[f] ?? "")}</td>
                ))}
                <td>{row.problems.length ? row.problems.join("; ") : T.noProblems}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
