/**
 * A guide built in the browser and handed to the browser's download manager, and the words said
 * about it: shared by the React button (guide-download-button.tsx) and the guides island
 * (app/islands/island-guides.ts), so it imports no React.
 */
import type { GuideId } from "./guide-template";

/**
 * Said on every download link: what the file is before it arrives (an HTML file that opens in
 * the browser). Every guide is under GUIDE_MAX_BYTES, which guide-template.test.ts checks.
 */
export const GUIDE_FILE_TEXTS = { format: " (HTML file, under 10 KB)" } as const;
export const GUIDE_MAX_BYTES = 10 * 1024;

export const GUIDE_TOASTS = {
  started: "Download Started",
  errorTitle: "Download Error",
  errorText: "There was a problem with the download. Please try again.",
} as const;

/** The success toast's text. */
export const guideStartedText = (title: string, filename: string) =>
  `${title} (${filename}) is being saved to your device.`;

/** Builds the guide in the browser and hands it to the browser's download manager. */
export async function downloadGuideInBrowser(
  guide: GuideId,
  // The template, loaded on demand by default (the island, a file of one piece, passes it in).
  template: () => Promise<typeof import("./guide-template")> = () => import("./guide-template"),
): Promise<{ filename: string; title: string }> {
  const { buildGuide, guideTitle } = await template();
  const { filename, html } = buildGuide(guide, new Date());
  const url = URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the download can start.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return { filename, title: guideTitle(guide) };
}
