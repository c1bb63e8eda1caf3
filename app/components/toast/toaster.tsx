/**
 * The notification region (SPEC.md sections 4 and 9): one toast at a time, bottom right, at most
 * 420 px wide; closes itself after its duration (5000 ms by default, paused while hovered or
 * focused), by its close button, by Escape, or by a swipe right of 50 px. F8 focuses the region.
 *
 * A flash toast from the server (Post/Redirect/Get) is rendered into the HTML, so visitors
 * without JavaScript see it too; with JavaScript it joins the queue like any other toast.
 *
 * `inline` (the CRM frame, docs/decisions/049): the region sits in the page's flow at the top of
 * <main>, so a notice never covers the page's controls, with or without JavaScript. It does not
 * close by itself (the page would move under the pointer when it went): it stays until closed
 * (the close button, Escape, a swipe) or until the next page.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/components/shell/use-hydrated";
import type { ToastInput, ToastItem } from "./toast-state";
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD } from "./toast-state";
import * as styles from "./toaster.css";
import { useToast } from "./use-toast";

export const NOTIFICATIONS_LABEL = "Notifications (F8)";

export function Toaster({
  flash: anyFlash,
  inline = false,
}: {
  flash?: ToastInput | null;
  inline?: boolean;
}) {
  // A form's confirmation is shown by the form's panel, not as a second copy here.
  const flash = anyFlash?.confirmation ? null : anyFlash;
  const { toasts, toast, dismiss } = useToast();
  const hydrated = useHydrated();
  const regionRef = useRef<HTMLElement>(null);
  const { key: pageKey } = useLocation();

  // In the page's flow a notice belongs to its page: the next page starts without it (declared
  // before the flash below, so a flash that comes with the new page stays).
  useEffect(() => {
    if (inline) dismiss();
  }, [inline, pageKey, dismiss]);

  // A new flash (first load, or a loader revalidation after an enhanced form post) joins the queue.
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash, toast]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const visible: ToastItem[] = hydrated
    ? toasts.filter((t) => t.open)
    : flash
      ? [{ ...flash, id: "flash", open: true }]
      : [];
  const polite = visible.filter((t) => t.variant !== "destructive");
  const urgent = visible.filter((t) => t.variant === "destructive");

  return (
    <section
      ref={regionRef}
      aria-label={NOTIFICATIONS_LABEL}
      tabIndex={-1}
      className={inline ? styles.inlineViewport : styles.viewport}
    >
      <div role="status" aria-live="polite" className={styles.live}>
        {polite.map((t) => (
          <ToastView
            key={t.id}
            item={t}
            interactive={hydrated}
            inline={inline}
            onDismiss={dismiss}
          />
        ))}
      </div>
      <div role="alert" className={styles.live}>
        {urgent.map((t) => (
          <ToastView
            key={t.id}
            item={t}
            interactive={hydrated}
            inline={inline}
            onDismiss={dismiss}
          />
        ))}
      </div>
    </section>
  );
}

export function ToastView({
  item,
  interactive,
  inline,
  onDismiss: dismissById,
}: {
  item: ToastItem;
  interactive: boolean;
  inline: boolean;
  onDismiss: (id: string) => void;
}) {
  const onDismiss = useCallback(() => dismissById(item.id), [dismissById, item.id]);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; id: number } | null>(null);

  useEffect(() => {
    if (!interactive || paused || inline) return;
    const timer = setTimeout(onDismiss, item.duration ?? TOAST_DURATION);
    return () => clearTimeout(timer);
  }, [interactive, paused, inline, item.duration, onDismiss]);

  const endSwipe = () => {
    const distance = offset;
    start.current = null;
    setOffset(0);
    if (distance > TOAST_SWIPE_THRESHOLD) onDismiss();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- pause-on-hover/focus, swipe and Escape enhance a status region whose close button is the keyboard control
    <div
      className={[
        styles.toast({ variant: item.variant ?? "default" }),
        interactive || inline ? "" : styles.selfClosing,
      ]
        .filter(Boolean)
        .join(" ")}
      data-variant={item.variant ?? "default"}
      data-swiping={start.current ? "true" : undefined}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDismiss();
      }}
      onPointerDown={(event) => {
        // Capturing the pointer would take the click away from a button or link inside.
        if ((event.target as HTMLElement).closest("button, a")) return;
        start.current = { x: event.clientX, id: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (start.current?.id === event.pointerId)
          setOffset(Math.max(0, event.clientX - start.current.x));
      }}
      onPointerUp={endSwipe}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <div>
        <p className={styles.title}>{item.title}</p>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        {item.link ? (
          <p className={styles.description}>
            <a href={item.link.href}>{item.link.label}</a>
          </p>
        ) : null}
      </div>
      {interactive ? (
        <button
          type="button"
          className={styles.close}
          aria-label="Close notification"
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
