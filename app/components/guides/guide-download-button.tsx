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

export {
  GUIDE_FILE_TEXTS,
  GUIDE_MAX_BYTES,
  GUIDE_TOASTS,
  downloadGuideInBrowser,
  guideStartedText,
} from "./guide-download";
import {
  GUIDE_FILE_TEXTS,
  GUIDE_TOASTS,
  downloadGuideInBrowser,
  guideStartedText,
} from "./guide-download";

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
        description: guideStartedText(title, filename),
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
