/**
 * The second factor's screens, each a card like the login: the sign-in's second step (at /crm),
 * the enrolment (/crm/enrol: QR code made on the server as SVG, the set-up key as text, the
 * confirming code), and the recovery codes shown once. Real forms: they work without JavaScript.
 */
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { Form, href, useNavigation } from "react-router";
import { ErrorSummary, summaryFromFields } from "~/components/forms/error-summary";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import * as forms from "~/components/forms/forms.css";
import { SITE } from "~/config/site";
import { SECOND_FACTOR_TEXTS as T } from "./texts";
import * as styles from "./sign-in.css";
import * as sf from "./second-factor.css";

function CodeForm({
  id,
  action,
  lastResult,
  label,
  hint,
  submit,
  focusOnLoad = false,
}: {
  id: string;
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  label: string;
  hint?: string;
  submit: string;
  /** The sign-in's code step, whose one task is the code (not the enrolment: its QR code first). */
  focusOnLoad?: boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  const [form, fields] = useForm<{ code: string }>({ id, lastResult });
  const formItems = (form.errors ?? []).map((message) => ({ id: fields.code.id, message }));
  return (
    <>
      <ErrorSummary items={[...formItems, ...summaryFromFields([fields.code])]} />
      <Form method="post" action={action} {...getFormProps(form)}>
        <TextField
          field={fields.code}
          label={label}
          hint={hint}
          autoComplete="one-time-code"
          inputMode={hint ? "text" : "numeric"}
          focusOnLoad={focusOnLoad}
        />
        <SubmitButton
          pending={pending}
          pendingLabel={T.pending}
          className={`${forms.submit} ${styles.submit}`}
        >
          {submit}
        </SubmitButton>
      </Form>
    </>
  );
}

function SignOut() {
  return (
    <Form method="post" action={href("/crm/logout")}>
      <button type="submit" className={sf.linkButton}>
        {T.cancel}
      </button>
    </Form>
  );
}

/** /crm after the password, for an account with a second factor. */
export function SecondStepForm({
  email,
  lastResult,
}: {
  email: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.siteName}>{SITE.name}</p>
        <h1 className={styles.title}>{T.stepTitle}</h1>
        <p className={styles.notice}>
          {T.signingInAs} <strong>{email}</strong>. {T.stepIntro}
        </p>
        <CodeForm
          id="second-step"
          action={`${href("/crm")}?index`}
          lastResult={lastResult}
          label={T.codeLabel}
          hint={T.codeHint}
          submit={T.submit}
          focusOnLoad
        />
        <SignOut />
      </div>
    </main>
  );
}

/** /crm/enrol: scan (or type the key), then confirm with a code. */
export function EnrolPage({
  email,
  secret,
  qrSvgDataUri,
  lastResult,
}: {
  email: string;
  secret: string;
  qrSvgDataUri: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.siteName}>{SITE.name}</p>
        <h1 className={styles.title}>{T.enrolTitle}</h1>
        <p className={styles.notice}>
          {T.enrolFor} <strong>{email}</strong>. {T.enrolIntro}
        </p>
        <h2 className={sf.step}>{T.enrolScan}</h2>
        <img src={qrSvgDataUri} alt={T.enrolQrAlt} width={200} height={200} className={sf.qr} />
        <p>{T.enrolKey}</p>
        <p className={sf.secret} data-testid="totp-secret">
          <code>{secret}</code>
        </p>
        <h2 className={sf.step}>{T.enrolConfirm}</h2>
        <CodeForm
          id="enrol"
          action={href("/crm/enrol")}
          lastResult={lastResult}
          label={T.enrolCodeLabel}
          submit={T.enrolSubmit}
        />
        <SignOut />
      </div>
    </main>
  );
}

/** After enrolment: the ten recovery codes, once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.siteName}>{SITE.name}</p>
        <h1 className={styles.title}>{T.codesTitle}</h1>
        <p className={styles.notice}>{T.codesIntro}</p>
        <ul className={sf.codes} aria-label={T.codesTitle}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <a href={href("/crm")} className={`${forms.submit} ${styles.submit} ${sf.continueLink}`}>
          {T.codesContinue}
        </a>
      </div>
    </main>
  );
}
