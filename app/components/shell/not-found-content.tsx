import { Link, isRouteErrorResponse } from "react-router";
import * as styles from "./shell.css";
import { ERROR_PAGE_TEXTS as T } from "./texts";

/**
 * The page body for unknown paths (SPEC.md section 2), for requests refused with a reason
 * (4xx with a message, e.g. a form sent with the wrong content type) and for unexpected errors.
 */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const notFound = status === 404;
  const refused = !notFound && status >= 400 && status < 500 && Boolean(message);
  const title = notFound ? T.notFoundTitle : refused ? T.badRequestTitle : T.errorTitle;
  const text = notFound ? T.notFoundText : refused ? message : T.errorText;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.pageText}>{text}</p>
      <Link to="/" className={styles.homeLink}>
        {T.returnHome}
      </Link>
    </div>
  );
}

/**
 * What an error boundary shows for a thrown error: its status (500 for anything but a route
 * error response) and, for a refusal thrown as data("reason", {status}), the reason.
 */
export function describeRouteError(error: unknown): { status: number; message?: string } {
  if (!isRouteErrorResponse(error)) return { status: 500 };
  return { status: error.status, message: typeof error.data === "string" ? error.data : undefined };
}
