/**
 * What a public form becomes after a successful send (contact, newsletter, DentalIQ): a panel in
 * the form's place saying what was sent, what happens next and when, and a link to send another.
 * It takes focus when it appears, with JavaScript (an effect) and without it (the autofocus
 * attribute the server renders), and it is the only copy of the message: no toast as well.
 */
import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import type { SentItem } from "~/schemas/toast";
import * as styles from "./forms.css";

export function ConfirmationPanel({
  id,
  headingLevel = 2,
  title,
  description,
  sent,
  next,
  again,
  children,
}: {
  /** The heading's id (the form's status id: where the post's fragment points). */
  id: string;
  headingLevel?: 2 | 3;
  title: string;
  description: ReactNode;
  sent: SentItem[];
  /** More about what happens next (e.g. numbered steps). */
  next?: ReactNode;
  /** The link back to an empty form; with JavaScript `onClick` shows it in place. */
  again: { href: string; label: string; onClick?: () => void };
  /** Further links under it. */
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The heading carries the id a post without JavaScript opens at: a fragment that names the
  // autofocus element itself is the one case where the browser both scrolls to it and focuses it.
  const headingId = id;
  const onAgain = again.onClick
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        again.onClick!();
      }
    : undefined;
  return (
    <section className={styles.confirmation} aria-labelledby={headingId}>
      <Heading
        ref={heading}
        id={headingId}
        tabIndex={-1}
        // The panel replaces the form the visitor just sent: focus moves to it, with JavaScript
        // (the effect) and without (the attribute the server renders). WCAG 2.4.3.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className={styles.confirmationTitle}
      >
        {title}
      </Heading>
      <p className={styles.confirmationText}>{description}</p>
      {sent.length > 0 ? (
        <dl className={styles.sentList}>
          {sent.map((item) => (
            <div key={item.label} className={styles.sentItem}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {next}
      <p className={styles.confirmationLinks}>
        <a href={again.href} onClick={onAgain} className={styles.againLink}>
          {again.label}
        </a>
        {children}
      </p>
    </section>
  );
}
