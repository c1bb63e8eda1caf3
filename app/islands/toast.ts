/**
 * Toasts on a script-free page, as ToastView (toaster.tsx) does them with JavaScript: one at a
 * time, closing after TOAST_DURATION (paused while hovered or focused), by the close button, by
 * Escape or by a swipe right. The interactive toast is cloned from the server's templates
 * (island-templates.server.tsx), one per variant.
 */
import type { ToastVariant } from "~/schemas/toast";
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD } from "~/components/toast/toast-state";
import { ISLAND_TEMPLATES, fromTemplate } from "./templates";

const TEMPLATE_OF: Record<ToastVariant, string> = {
  default: ISLAND_TEMPLATES.toastDefault,
  success: ISLAND_TEMPLATES.toastSuccess,
  destructive: ISLAND_TEMPLATES.toastError,
};

const region = () => document.querySelector('section[aria-label^="Notifications"]');

function interactive(item: HTMLElement) {
  const close = () => item.remove();
  let timer = setTimeout(close, TOAST_DURATION);
  const pause = () => clearTimeout(timer);
  const resume = () => {
    clearTimeout(timer);
    timer = setTimeout(close, TOAST_DURATION);
  };
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", resume);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", resume);
  item.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
  });
  item.querySelector("button")?.addEventListener("click", close);
  let start: { x: number; id: number } | null = null;
  let offset = 0;
  const slide = (x: number) => {
    offset = x;
    item.style.transform = x ? `translateX(${x}px)` : "";
    item.style.opacity = x ? String(Math.max(0.3, 1 - x / 200)) : "";
  };
  item.addEventListener("pointerdown", (event) => {
    // Capturing the pointer would take the click away from a button or link inside.
    if ((event.target as Element).closest("button, a")) return;
    // No text selection or dragging of the words, which would cancel the swipe.
    event.preventDefault();
    start = { x: event.clientX, id: event.pointerId };
    item.dataset.swiping = "true"; // follows the pointer without the transition
    item.setPointerCapture?.(event.pointerId);
  });
  item.addEventListener("pointermove", (event) => {
    if (start?.id === event.pointerId) slide(Math.max(0, event.clientX - start.x));
  });
  item.addEventListener("pointerup", () => {
    const distance = offset;
    start = null;
    delete item.dataset.swiping;
    slide(0);
    if (distance > TOAST_SWIPE_THRESHOLD) close();
  });
  item.addEventListener("pointercancel", () => {
    start = null;
    delete item.dataset.swiping;
    slide(0);
  });
}

/** Shows a toast with `title` and `description` in place of any other. */
export function showToast(title: string, description: string, variant: ToastVariant) {
  const item = fromTemplate(TEMPLATE_OF[variant]);
  const live = region()?.querySelector(
    variant === "destructive" ? '[role="alert"]' : '[role="status"]',
  );
  if (!item || !live) return;
  for (const old of region()?.querySelectorAll("[data-variant]") ?? []) old.remove();
  const [titleText, descriptionText] = item.querySelectorAll("p");
  if (titleText) titleText.textContent = title;
  if (descriptionText) descriptionText.textContent = description;
  interactive(item);
  live.append(item);
}

/**
 * The flash toast the server drew (Post/Redirect/Get), which closes by itself with CSS, becomes
 * the interactive one: the server's words in the template's frame, with its close button.
 */
export function enhanceFlashToast() {
  const flash = region()?.querySelector<HTMLElement>("[data-variant]");
  const variant = flash?.dataset.variant as ToastVariant | undefined;
  if (!flash || !variant || !(variant in TEMPLATE_OF) || flash.querySelector("button")) return;
  const item = fromTemplate(TEMPLATE_OF[variant]);
  const words = flash.firstElementChild;
  if (!item || !words) return;
  item.firstElementChild?.replaceWith(words);
  flash.replaceWith(item);
  interactive(item);
}
