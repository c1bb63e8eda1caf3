import * as styles from "./shell.css";
import { SKIP_LINK_TEXTS as T } from "./texts";

export const SKIP_LINKS = [
  { href: "#main-content", label: T.main },
  { href: "#navigation", label: T.navigation },
  { href: "#footer", label: T.footer },
] as const;

/** First in the page; visible when focused. */
export function SkipLinks() {
  return (
    <div className={styles.skipLinks}>
      {SKIP_LINKS.map((link) => (
        <a key={link.href} href={link.href} className={styles.skipLink}>
          {link.label}
        </a>
      ))}
    </div>
  );
}
