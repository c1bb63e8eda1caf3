import * as styles from "./shell.css";

export const SKIP_LINKS = [
  { href: "#main-content", label: "Skip to main content" },
  { href: "#navigation", label: "Skip to navigation" },
  { href: "#footer", label: "Skip to footer" },
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
