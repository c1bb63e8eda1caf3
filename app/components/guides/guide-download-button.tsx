/**
 * The download button for a guide. Without JavaScript it is a plain link to
 * /guides/{guide}, which serves the file as an attachment. With JavaScript the click builds
 * the same HTML in the browser (the template is loaded on demand, so it is not part of any
 * page's initial bundle), saves it as a file and shows the 'Download Started' toast
 * (SPEC.md sections 4 and 8).
 */
import type { MouseEvent } from "react";
import { useToast } from "~/components/toast";
import type { GuideId } from "./guide-template";

export type { GuideId } from "./guide-template";

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

/** Builds the guide in the browser and hands it to the browser's download manager. */
export async function downloadGuideInBrowser(
  guide: GuideId,
): Promise<{ filename: string; title: string }> {
  const { buildGuide, guideTitle } = await import("./guide-template");
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

export function GuideDownloadButton({
  guide,
  label,
  className,
}: {
  guide: GuideId;
  label?: string;
  className?: string;
}) {
  const { toast } = useToast();

  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // Let modified clicks (new tab, save link) do what the visitor asked for.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    try {
      const { filename, title } = await downloadGuideInBrowser(guide);
      toast({
        title: GUIDE_TOASTS.started,
        description: `${title} (${filename}) is being saved to your device.`,
        variant: "success",
      });
    } catch (error) {
      console.error("Guide download failed", error);
      toast({
        title: GUIDE_TOASTS.errorTitle,
        description: GUIDE_TOASTS.errorText,
        variant: "destructive",
      });
    }
  }

  return (
    <a href={`/guides/${guide}`} className={className} download onClick={handleClick}>
      {label ?? "Download the free guide"}
      {GUIDE_FILE_TEXTS.format}
    </a>
  );
}
