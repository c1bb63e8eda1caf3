/**
 * Browser-side validation that loads when the visitor first focuses the form.
 *
 * zod + Conform's zod adapter are ~36 KB gzip: in the first load they would put the home,
 * contact and DentalIQ pages over the 150 KB JavaScript budget (decision 006). Until the chunk
 * arrives, forms validate on submit through the server (the same schema, so the same messages);
 * afterwards Conform validates in the browser on blur and re-validates as the visitor types.
 * Fields the visitor left while the chunk was still loading are validated as soon as it arrives.
 */
import type { Submission } from "@conform-to/react";
import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import type { ZodType } from "zod";

type Validate = (context: { formData: FormData }) => Submission<unknown>;

export function useLazyValidation(loadSchema: () => Promise<ZodType>) {
  const [validate, setValidate] = useState<Validate>();
  const started = useRef(false);
  const leftBeforeReady = useRef(new Set<string>());
  const prime = useCallback(() => {
    if (started.current) return;
    started.current = true;
    Promise.all([loadSchema(), import("@conform-to/zod/v4")])
      .then(([schema, { parseWithZod }]) =>
        setValidate(
          () =>
            ({ formData }: { formData: FormData }) =>
              parseWithZod(formData, { schema }),
        ),
      )
      .catch(() => {
        // Offline or a failed chunk: the server still validates every post.
        started.current = false;
      });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- loadSchema is a stable import thunk per form: load once
  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const { name } = event.target as unknown as { name?: unknown };
      if (!validate && typeof name === "string" && name) leftBeforeReady.current.add(name);
    },
    [validate],
  );
  return {
    /** Conform's onValidate: undefined (server validation) until the schema has loaded. */
    onValidate: validate,
    /** Validate on blur only once the browser can do it, so blurs never post to the server. */
    shouldValidate: validate ? ("onBlur" as const) : ("onSubmit" as const),
    shouldRevalidate: validate ? ("onInput" as const) : ("onSubmit" as const),
    /** Put on the <form> as onFocus and onBlur (focus events bubble in React). */
    prime,
    onBlur,
    leftBeforeReady,
  };
}

/** Once the schema has loaded, validate the fields the visitor already left (as a blur would have). */
export function useValidateLeftFields(
  validation: ReturnType<typeof useLazyValidation>,
  form: { validate: (options: { name: string }) => void },
) {
  const ready = Boolean(validation.onValidate);
  useEffect(() => {
    if (!ready) return;
    for (const name of validation.leftBeforeReady.current) form.validate({ name });
    validation.leftBeforeReady.current.clear();
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps -- run once when the schema arrives, not on every form render
}
