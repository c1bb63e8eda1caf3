import { Link, isRouteErrorResponse } from "react-router";
import * as styles from "./shell.css";

export const NOT_FOUND_TITLE = "404 Page Not Found";
// Words a visitor can act on, not SPEC.md's developer text about the router (decision 007); the
// heading is the spec's.
export const NOT_FOUND_TEXT =
  "Sorry, we can't find the page you're looking for. It may have moved, or the address may be mistyped.";
export const ERROR_TITLE = "Something went wrong";
export const ERROR_TEXT = "Sorry, we could not show this page. Please try again in a moment.";
export const BAD_REQUEST_TITLE = "We could not accept that request";

/**
 * The page body for unknown paths (SPEC.md section 2), for requests refused with a reason
 * (4xx with a message, e.g. a form sent with the wrong content type) and for unexpected errors.
 */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const notFound = status === 404;
  const refused = !notFound && status >= 400 && status < 500 && Boolean(message);
  const title = notFound ? NOT_FOUND_TITLE : refused ? BAD_REQUEST_TITLE : ERROR_TITLE;
  const text = notFound ? NOT_FOUND_TEXT : refused ? message : ERROR_TEXT;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p className={styles.pageText}>{text}</p>
      <Link to="/" className={styles.homeLink}>
        Return to Home
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
