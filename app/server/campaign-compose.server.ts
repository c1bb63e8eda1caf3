/**
 * The campaign compose form's refusals, shared by the new and the draft's page: a picture refused,
 * or text that does not pass, answers the page again with the typed text and the messages (nothing
 * saved, nothing sent); a picture stored while the text was refused is named in the answer, so its
 * Markdown is not lost either.
 */
import type { Submission } from "@conform-to/dom";
import { data } from "react-router";
import { type InsertOutcome, uploadedView } from "./image-insert.server";

/** The answer when the upload is refused or the text does not pass. */
export function refusedCompose<T>(submission: Submission<T>, upload: InsertOutcome) {
  const result =
    upload.status === "invalid"
      ? submission.reply({ fieldErrors: upload.errors })
      : submission.reply();
  return data({ result, uploaded: uploadedView(upload) }, { status: 400 });
}
