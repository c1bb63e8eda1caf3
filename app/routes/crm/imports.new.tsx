/**
 * /crm/imports/new: upload a CSV (with the lawful basis), then map its columns, choose the mode
 * and defaults and see the first rows' preview (?upload=…, a GET form), then Start (POST).
 */
import { useState } from "react";
import { Form, Link, data, href, redirect } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import * as controls from "~/components/crm/controls.css";
import * as pageParts from "~/components/crm/page-parts.css";
import * as styles from "~/components/lead-import/imports.css";
import { MappingForm } from "~/components/lead-import/mapping-form";
import { LEAD_IMPORT_TEXTS, reasonText } from "~/components/lead-import/texts";
import { IMPORT_MAX_BYTES, parseLeadCsv } from "~/models/lead-import-csv.server";
import {
  IMPORT_FIELDS,
  type ImportField,
  createImport,
  previewImport,
  suggestMappingWithNotes,
} from "~/models/lead-import.server";
import { listOwnerChoices } from "~/models/owners.server";
import {
  IMPORT_MODES,
  type ImportMode,
  LAWFUL_BASIS_MAX,
  importOptionsSchema,
  lawfulBasisSchema,
} from "~/schemas/lead-import";
import { LEAD_SOURCES, LEAD_STATUSES, type LeadStatus } from "~/schemas/lead";
import { markingFailures } from "~/server/answered-invalid.server";
import { signedInStaff } from "~/server/auth.server";
import { dropUpload, readUpload, storeUpload } from "~/server/lead-import-uploads.server";
import { newImport, readImportForm, uploadedFile } from "~/server/lead-import-form.server";
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
  const suggested = choices.mapping ? undefined : await suggestMappingWithNotes(csv.headers);
  const mapping = choices.mapping ?? suggested!.mapping;
  const preview = await previewImport(csv, {
    mapping,
    mode: choices.mode,
    defaults: {
      status: choices.defaultStatus,
      ownerId: choices.defaultOwnerId ? Number(choices.defaultOwnerId) : null,
      source: choices.defaultSource || null,
    },
  });
  return { upload, csv, choices, mapping, preview, skipped: suggested?.skipped ?? [] };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  const params = new URL(request.url).searchParams;
  const token = params.get("upload");
  if (!token) return { step: "upload" as const, maxBytes: IMPORT_MAX_BYTES };
  const page = await mappingPage(token, staff.email, params);
  if (!page) return { step: "upload" as const, maxBytes: IMPORT_MAX_BYTES, expired: true };
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
    preview: page.preview.rows.map((row) => ({
      line: row.line,
      action: row.action,
      values: row.values,
      problems: row.reasons.map(reasonText),
    })),
    counts: page.preview.counts,
    // Columns the suggestion left unmapped because an earlier one has their field.
    skipped: page.skipped.map(({ column, field, takenBy }) =>
      T.mappingSkipped(
        page.csv.headers[column],
        LEAD_IMPORT_TEXTS.fields[field as ImportField] ?? field,
        page.csv.headers[takenBy],
      ),
    ),
  };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  // The page answers every refusal with its words and a 400 (the API's 413 is for scripts).
  const read = await readImportForm(request);
  if (!read.ok) return data({ error: read.message }, { status: 400 });
  const { form } = read;
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
      newImport({ fileName: page.upload.fileName, csv: page.csv }, page.mapping, options.data),
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
  const file = await uploadedFile(form);
  if (!file.ok) return data({ error: file.message, lawfulBasis }, { status: 400 });
  const basis = lawfulBasisSchema.safeParse(lawfulBasis);
  if (!basis.success)
    return data({ error: LEAD_IMPORT_TEXTS.options.lawfulBasis, lawfulBasis }, { status: 400 });
  const stored = await storeUpload({
    fileName: file.fileName,
    lawfulBasis: basis.data,
    actor: staff.email,
    bytes: file.bytes,
  });
  return redirect(`${href("/crm/imports/new")}?upload=${stored}`);
});

export default function NewImport({ loaderData, actionData }: Route.ComponentProps) {
  // A file past the limit is refused before it is sent (the server would refuse it too, before
  // the action runs): the form says so instead of waiting for 20 MB and more to upload.
  const [tooLarge, setTooLarge] = useState(false);
  const error = tooLarge ? LEAD_IMPORT_TEXTS.file["too-large"] : actionData?.error;
  const maxBytes = loaderData.step === "upload" ? loaderData.maxBytes : 0;
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
          <Form
            method="post"
            encType="multipart/form-data"
            className={controls.formGrid}
            onSubmit={(event) => {
              const file = event.currentTarget.elements.namedItem("file");
              const size = file instanceof HTMLInputElement ? (file.files?.[0]?.size ?? 0) : 0;
              setTooLarge(size > maxBytes);
              if (size > maxBytes) event.preventDefault();
            }}
          >
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
              maxLength={LAWFUL_BASIS_MAX}
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
