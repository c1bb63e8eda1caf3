/**
 * CONTRACT (implemented by the guides work): the download button for a guide. With JavaScript
 * it builds the HTML file in the browser; without, it is a link to /guides/{guide}.
 */
export type GuideId = "consultation" | "implementation" | "data-literacy" | "sector-health" | "sector-hospitality" | "sector-pets";

export function GuideDownloadButton({ guide, label, className }: { guide: GuideId; label?: string; className?: string }) {
  return (
    <a href={`/guides/${guide}`} className={className} download>
      {label ?? "Download the free guide"}
    </a>
  );
}
