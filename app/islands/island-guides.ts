/**
 * The guides island, on the script-free pages with a guide download (SPEC.md sections 4 and 8):
 * a plain click builds the guide in the browser, saves it and says so in a toast, as the React
 * button does (guide-download-button.tsx); without JavaScript the link serves the same file.
 */
import {
  GUIDE_TOASTS,
  downloadGuideInBrowser,
  guideStartedText,
} from "~/components/guides/guide-download";
import * as template from "~/components/guides/guide-template";
import { TOAST_DURATION } from "~/components/toast/toast-state";
import { ISLAND_TEMPLATES, fromTemplate } from "./templates";

/** Shows one toast (the region holds one at a time), cloned from the server's template. */
function toast(title: string, description: string, destructive: boolean) {
  const item = fromTemplate(
    destructive ? ISLAND_TEMPLATES.toastError : ISLAND_TEMPLATES.toastSuccess,
  );
  const region = document.querySelector('section[aria-label^="Notifications"]');
  const live = region?.querySelector(destructive ? '[role="alert"]' : '[role="status"]');
  if (!item || !region || !live) return;
  for (const old of region.querySelectorAll("[data-variant]")) old.remove();
  const [titleText, descriptionText] = item.querySelectorAll("p");
  if (titleText) titleText.textContent = title;
  if (descriptionText) descriptionText.textContent = description;
  let timer = setTimeout(() => item.remove(), TOAST_DURATION);
  const pause = () => clearTimeout(timer);
  const resume = () => {
    timer = setTimeout(() => item.remove(), TOAST_DURATION);
  };
  item.addEventListener("pointerenter", pause);
  item.addEventListener("pointerleave", resume);
  item.addEventListener("focusin", pause);
  item.addEventListener("focusout", resume);
  item.addEventListener("keydown", (event) => {
    if (event.key === "Escape") item.remove();
  });
  item.querySelector("button")?.addEventListener("click", () => item.remove());
  live.append(item);
}

document.addEventListener("click", (event) => {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>(
    'a[href^="/guides/"][download]',
  );
  // Modified clicks (new tab, save link) do what the visitor asked for.
  if (
    !link ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  event.preventDefault();
  const guide = link.pathname.slice("/guides/".length) as template.GuideId;
  // The template is part of this island: a page with a guide link loads it with the island.
  downloadGuideInBrowser(guide, async () => template).then(
    ({ filename, title }) => toast(GUIDE_TOASTS.started, guideStartedText(title, filename), false),
    (error: unknown) => {
      console.error("Guide download failed", error);
      toast(GUIDE_TOASTS.errorTitle, GUIDE_TOASTS.errorText, true);
    },
  );
});
