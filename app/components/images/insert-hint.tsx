/**
 * Beside a Markdown body: the way to an image (the library, in a new tab so that nothing typed here
 * is left behind) and, for what is mailed, one sentence on what a mail client shows.
 */
import type { ReactNode } from "react";
import { href } from "react-router";
import * as pageParts from "../crm/page-parts.css";
import { IMAGE_TEXTS } from "./texts";

export function BodyHint({
  hint,
  mailed,
  uploadHere = false,
}: {
  hint: ReactNode;
  mailed: boolean;
  /** The form has an upload of its own below the body: the library is the other way. */
  uploadHere?: boolean;
}) {
  return (
    <>
      {hint} {mailed ? <>{IMAGE_TEXTS.mailNote} </> : null}
      <a href={href("/crm/images")} target="_blank" rel="noopener" className={pageParts.cardLink}>
        {uploadHere ? IMAGE_TEXTS.libraryLink : IMAGE_TEXTS.insertLink}
      </a>
    </>
  );
}
