import { Link } from "react-router";
import * as styles from "./shell.css";

export const NOT_FOUND_TITLE = "404 Page Not Found";
export const NOT_FOUND_TEXT = "Did you forget to add the page to the router?";
export const ERROR_TITLE = "Something went wrong";
export const ERROR_TEXT = "Sorry, we could not show this page. Please try again in a moment.";

/** The page body for unknown paths (SPEC.md section 2) and for unexpected errors. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{notFound ? NOT_FOUND_TITLE : ERROR_TITLE}</h1>
      <p className={styles.pageText}>{notFound ? NOT_FOUND_TEXT : ERROR_TEXT}</p>
      <Link to="/" className={styles.homeLink}>
        Return to Home
      </Link>
    </div>
  );
}
