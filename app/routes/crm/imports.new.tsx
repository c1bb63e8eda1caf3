/**
 * /crm/imports/new: upload a CSV (with the lawful basis), then map its columns, choose the mode
 * and defaults and see the first rows' preview (?upload=…, a GET form), then Start (POST).
 */
import { Form, Link, data, href, redirect } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import * as controls from "~/components/crm/controls.css";
import * as pageParts from "~/components/crm/page-parts.css";
import * as styles from "~/components/lead-import/imports.css";
import { LEAD_IMPORT_TEXTS, reasonText } from "~/components/lead-import/texts";
import { parseLeadCsv } from "~/models/lead-import-csv.server";
import {
  IMPORT_FIELDS,
  IMPORT_MODES,
  type ImportMode,
  PREVIEW_ROWS,
  createImport,
  previewImport,
  suggestMapping,
} from "~/models/lead-import.server";
import { listOwnerChoices } from "~/models/owners.server";
import { IMPORT_MODE_VALUES, importOptionsSchema } from "~/schemas/lead-import";
import { LEAD_SOURCES, LEAD_STATUSES, type LeadStatus, labelOf } from "~/schemas/lead";
import { markingFailures } from "~/server/answered-invalid.server";
import { signedInStaff } from "~/server/auth.server";
import { dropUpload, readUpload, storeUpload } from "~/server/lead-import-uploads.server";
import { isFormContentType } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/imports.new";

const T = LEAD_IMPORT_TEXTS.pages;

export const meta: Route.MetaFunction = ({ matches }) => crmMeta(matches, crmPageTitle(T.newTitle));

/** The page's choices from the query (or the posted form): the mapping by column, mode, defaults. */
function choicesFrom(params: URLSearchParams | FormData, columns: number) {
  const mapping: (string | null)[] | undefined = params.has("col0")
    ? Array.from({ length: columns }, (_, i) => {
        const v = params.get(`col${i}`);
        return typeof v === "string" && v !== "" ? v : null;
      })
    : undefined;
  const text = (name: string) => {
    const v = params.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    mapping,
    mode: (IMPORT_MODES as readonly string[]).includes(text("mode"))
      ? (text("mode") as ImportMode)
      : "create-only",
    defaultStatus: (LEAD_STATUSES as readonly string[]).includes(text("defaultStatus"))
      ? (text("defaultStatus") as LeadStatus)
      : "new",
    defaultSource: (LEAD_SOURCES as readonly string[]).includes(text("defaultSource"))
      ? text("defaultSource")
      : "",
    defaultOwnerId: /^\d+$/.test(text("defaultOwnerId")) ? text("defaultOwnerId") : "",
  };
}

async function mappingPage(token: string, actor: string, params: URLSearchParams | FormData) {
  const upload = await readUpload(token, actor);
  if (!upload) return undefined;
  const parsed = parseLeadCsv(upload.bytes);
  if (!parsed.ok) return undefined;
  const { csv } = parsed;
  const choices = choicesFrom(params, csv.headers.length);
  const mapping = choices.mapping ?? (await suggestMapping(csv.headers));
  const preview = await previewImport(
    { rows: csv.rows.slice(0, PREVIEW_ROWS) },
    {
      mapping,
      mode: choices.mode,
      defaults: {
        status: choices.defaultStatus,
        ownerId: choices.defaultOwnerId ? Number(choices.defaultOwnerId) : null,
        source: choices.defaultSource || null,
      },
    },
  );
  return { upload, csv, choices, mapping, preview };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const params = new URL(request.url).searchParams;
  const token = params.get("upload");
  if (!token) return { step: "upload" as const };
  const page = await mappingPage(token, staff.email, params);
  if (!page) return { step: "upload" as const, expired: true };
  // Active accounts only: a lead is never given to someone who cannot sign in.
  const owners = await listOwnerChoices();
  return {
    step: "map" as const,
    token,
    fileName: page.upload.fileName,
    headers: page.csv.headers,
    totalRows: page.csv.rows.length,
    mapping: page.mapping,
    choices: page.choices,
    owners,
    fields: [...IMPORT_FIELDS],
    preview: page.preview.map((row) => ({
      line: row.line,
      action: row.action,
      values: row.values,
      problems: row.reasons.map(reasonText),
    })),
  };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  if (!isFormContentType(request.headers.get("Content-Type")))
    return data({ error: LEAD_IMPORT_TEXTS.file.missing }, { status: 400 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ error: LEAD_IMPORT_TEXTS.file.unreadable }, { status: 400 });
  }
  const token = form.get("upload");
  if (typeof token === "string" && token) {
    // Start: the stored file with the page's choices.
    const page = await mappingPage(token, staff.email, form);
    if (!page) return data({ error: T.uploadMissing }, { status: 400 });
    const options = importOptionsSchema.safeParse({
      mode: page.choices.mode,
      defaultStatus: page.choices.defaultStatus,
      defaultSource: page.choices.defaultSource,
      defaultOwnerId: page.choices.defaultOwnerId,
      lawfulBasis: page.upload.lawfulBasis,
    });
    if (!options.success)
      return data({ error: options.error.issues[0]?.message ?? "" }, { status: 400 });
    const result = await createImport(
      {
        fileName: page.upload.fileName,
        csv: page.csv,
        mapping: page.mapping,
        mode: page.choices.mode,
        defaults: {
          status: page.choices.defaultStatus,
          ownerId: options.data.defaultOwnerId ?? null,
          source: options.data.defaultSource ?? null,
        },
        lawfulBasis: page.upload.lawfulBasis,
      },
      staff.email,
    );
    if (!result.ok)
      return data({ error: LEAD_IMPORT_TEXTS.problems[result.problem] }, { status: 400 });
    await dropUpload(token);
    return redirectWithToast(href("/crm/imports/:id", { id: String(result.id) }), {
      title: T.started,
      variant: "success",
    });
  }
  // Upload: check the file and the lawful basis, keep the file, then the mapping page.
  const lawfulBasis = String(form.get("lawfulBasis") ?? "").trim();
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return data({ error: LEAD_IMPORT_TEXTS.file.missing, lawfulBasis }, { status: 400 });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parsed = parseLeadCsv(bytes);
  if (!parsed.ok)
    return data({ error: LEAD_IMPORT_TEXTS.file[parsed.refusal], lawfulBasis }, { status: 400 });
  if (!lawfulBasis || lawfulBasis.length > 1000)
    return data({ error: LEAD_IMPORT_TEXTS.options.lawfulBasis, lawfulBasis }, { status: 400 });
  const stored = await storeUpload({
    fileName: (file.name || "import.csv").slice(0, 255),
    lawfulBasis,
    actor: staff.email,
    bytes,
  });
  return redirect(`${href("/crm/imports/new")}?upload=${stored}`);
});

export default function NewImport({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  return (
    <section aria-labelledby="new-import-title">
      <p>
        <Link to={href("/crm/imports")} className={pageParts.cardLink}>
          {T.back}
        </Link>
      </p>
      {loaderData.step === "upload" ? (
        <>
          <h1 id="new-import-title">{T.newTitle}</h1>
          <p className={pageParts.summary}>{T.newIntro}</p>
          {(error || loaderData.expired) && (
            <p className={controls.formError} role="alert" id="import-error">
              {error ?? T.uploadMissing}
            </p>
          )}
          <Form method="post" encType="multipart/form-data" className={controls.formGrid}>
            <label className={controls.label} htmlFor="import-file">
              {T.file}
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className={`${controls.control} ${styles.select}`}
            />
            <label className={controls.label} htmlFor="import-basis">
              {T.lawfulBasis}
            </label>
            <span id="import-basis-hint" className={pageParts.summary}>
              {T.lawfulBasisHint}
            </span>
            <textarea
              id="import-basis"
              name="lawfulBasis"
              required
              maxLength={1000}
              rows={3}
              aria-describedby="import-basis-hint"
              defaultValue={
                actionData && "lawfulBasis" in actionData ? String(actionData.lawfulBasis) : ""
              }
              className={`${controls.control} ${styles.select}`}
            />
            <div className={controls.formActions}>
              <button type="submit" className={controls.button.primary}>
                {T.upload}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <MappingForm page={loaderData} error={error} />
      )}
    </section>
  );
}

type MapPage = Extract<Route.ComponentProps["loaderData"], { step: "map" }>;

function MappingForm({ page, error }: { page: MapPage; error?: string }) {
  const F = LEAD_IMPORT_TEXTS.fields;
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
          {IMPORT_MODE_VALUES.map((m) => (
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
          <button
            type="submit"
            formMethod="post"
            formEncType="multipart/form-data"
            className={controls.button.primary}
          >
            {T.start}
          </button>
        </div>
      </Form>
      <h2 id="preview-title">{T.preview(page.preview.length, page.totalRows)}</h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region's keys */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="preview-title">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.line}</th>
              <th scope="col">{T.action}</th>
              <th scope="col">{F.email}</th>
              <th scope="col">{T.problems}</th>
            </tr>
          </thead>
          <tbody>
            {page.preview.map((row) => (
              <tr key={row.line} data-testid="preview-row">
                <td>{row.line}</td>
                <td>{T.actions[row.action]}</td>
                <td>{row.values.email ?? ""}</td>
                <td>{row.problems.length ? row.problems.join("; ") : T.noProblems}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
