/**
 * The /crm login screen. A real <form method="post"> to /crm?index, so it works without
 * JavaScript (the server re-renders errors; success redirects); with JavaScript React Router
 * submits it in place and shows the pending label. Validation happens on the server only,
 * which keeps zod out of this page's browser bundle.
 */
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, href } from "react-router";
import { ErrorSummary, summaryFromFields } from "~/components/forms/error-summary";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import * as forms from "~/components/forms/forms.css";
import { SITE } from "~/config/site";
import { LOGIN_TEXTS } from "./texts";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./sign-in.css";

export function LoginForm({
  lastResult,
  ended = false,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  /** The browser's session ended elsewhere (or timed out): say so above the form. */
  ended?: boolean;
}) {
  const navigation = useNavigation();
  // Pending from the click until the dashboard is there: the post, then loading the dashboard.
  const pending =
    navigation.state !== "idle" &&
    navigation.formAction?.startsWith(`${href("/crm")}?index`) === true;
  const [form, fields] = useForm<{ email: string; password: string }>({ id: "login", lastResult });

  // After a refused attempt the typed password goes (the server never sends it back either).
  // Once per answer: typing afterwards must not be wiped.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (handled.current === lastResult || !lastResult?.error?.[""]?.length) return;
    handled.current = lastResult;
    // Straight on the DOM: Conform's form.update() would post an intent to the server here.
    const input = document.getElementById(fields.password.id);
    if (input instanceof HTMLInputElement) input.value = "";
  });

  // The spec's one sentence for an empty field ("Please enter both email and password") is shown
  // once, in the summary; under the empty fields it is there for screen readers only (each field
  // is still marked invalid and described by it).
  const fieldItems = summaryFromFields([fields.email, fields.password]).filter(
    (item, i, all) => all.findIndex((other) => other.message === item.message) === i,
  );
  const inSummary = (errors?: string[]) =>
    errors?.[0] === LOGIN_TEXTS.required ? visuallyHidden : undefined;
  const formItems = (form.errors ?? []).map((message) => ({ id: fields.email.id, message }));

  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.siteName}>{SITE.name}</p>
        <h1 className={styles.title}>{LOGIN_TEXTS.title}</h1>
        <p className={styles.lead}>{LOGIN_TEXTS.everyone}</p>
        <p className={styles.notice}>{LOGIN_TEXTS.notice}</p>
        {ended && !lastResult ? (
          <p role="status" className={styles.ended}>
            {LOGIN_TEXTS.ended}
          </p>
        ) : null}
        <ErrorSummary items={[...formItems, ...fieldItems]} />
        <Form method="post" {...getFormProps(form)}>
          <TextField
            field={fields.email}
            label={LOGIN_TEXTS.emailLabel}
            type="email"
            autoComplete="username"
            errorClassName={inSummary(fields.email.errors)}
          />
          <TextField
            field={fields.password}
            label={LOGIN_TEXTS.passwordLabel}
            type="password"
            autoComplete="current-password"
            errorClassName={inSummary(fields.password.errors)}
          />
          <SubmitButton
            pending={pending}
            pendingLabel={LOGIN_TEXTS.pending}
            className={`${forms.submit} ${styles.submit}`}
          >
            {LOGIN_TEXTS.submit}
          </SubmitButton>
        </Form>
        <Link to="/" className={styles.back}>
          {LOGIN_TEXTS.backToWebsite}
        </Link>
      </div>
    </main>
  );
}
