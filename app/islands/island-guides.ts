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
import { showToast } from "./toast";

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
    ({ filename, title }) =>
      showToast(GUIDE_TOASTS.started, guideStartedText(title, filename), "success"),
    (error: unknown) => {
      console.error("Guide download failed", error);
      showToast(GUIDE_TOASTS.errorTitle, GUIDE_TOASTS.errorText, "destructive");
    },
  );
});
