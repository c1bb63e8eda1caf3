/**
 * A picture uploaded from inside a compose form (the campaign pages), in the form itself so that
 * the upload carries what was typed: the server saves the draft with it, or answers the typed text
 * back when it cannot (decision 084). With JavaScript a hidden field tells the server where the
 * cursor was in the body, and the picture's Markdown goes there; without it the page gives the
 * Markdown to paste.
 */
import { useEffect, useRef } from "react";
import { INSERT_AT_END, INSERT_AT_FIELD, IMAGE_UPLOAD_FIELDS } from "~/schemas/image";
import { useHydrated } from "../shell/use-hydrated";
import * as controls from "../crm/controls.css";
import { ImageUploadFields, type UploadAnswer } from "./image-pages";
import * as styles from "./images.css";
import { IMAGE_TEXTS } from "./texts";

const CURSOR_EVENTS = ["select", "keyup", "click", "input", "focus"] as const;

/** The hidden cursor field: `end` until the person has been in the body, then the cursor. */
function CursorField({ bodyId }: { bodyId: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Set here, not as a React prop: a hidden input's value is its attribute, which React would
    // write back on every render.
    if (field.current) field.current.value = INSERT_AT_END;
    // Listened for on the document: the textarea is drawn again after a refused post.
    const follow = (event: Event) => {
      const body = event.target;
      if (!(body instanceof HTMLTextAreaElement) || body.id !== bodyId || !field.current) return;
      field.current.value = String(body.selectionStart);
    };
    for (const name of CURSOR_EVENTS) document.addEventListener(name, follow, true);
    return () => {
      for (const name of CURSOR_EVENTS) document.removeEventListener(name, follow, true);
    };
  }, [bodyId]);
  return <input ref={field} type="hidden" name={INSERT_AT_FIELD} />;
}

export function InsertImageFieldset({
  bodyId,
  answer,
  busy,
  creating,
}: {
  /** The body textarea's id. */
  bodyId: string;
  answer?: UploadAnswer;
  busy: boolean;
  /** On the new-campaign page the upload creates the draft rather than saving it. */
  creating: boolean;
}) {
  const hydrated = useHydrated();
  const T = IMAGE_TEXTS.insert;
  return (
    <fieldset className={styles.uploadFieldset}>
      <legend>{T.title}</legend>
      <p>
        {creating ? T.introNew : T.intro} {hydrated ? T.atCursor : T.toPaste}
      </p>
      <ImageUploadFields idPrefix="insert" names={IMAGE_UPLOAD_FIELDS.insert} answer={answer} />
      {hydrated ? <CursorField bodyId={bodyId} /> : null}
      <p>
        <button
          type="submit"
          name="intent"
          value="upload"
          className={controls.button.secondary}
          disabled={busy}
        >
          {T.button}
        </button>
      </p>
    </fieldset>
  );
}
