/**
 * The free guides (SPEC.md sections 4 and 9) as standalone, accessible HTML documents.
 *
 * The words are content: content/guides/{id}.json for each guide, and content/guides/shared.json
 * for the figures (SPEC.md section 9, written as {name} in the text), the blocks several guides
 * share and the words around every guide. This module only turns them into the document.
 *
 * Pure and shared: the download button imports it on demand in the browser (a separate chunk,
 * not in any page's initial bundle, the content files with it) and /guides/:guide serves the
 * same document to visitors without JavaScript. `buildGuide(id, date)` → { filename, html }.
 */
import { SITE } from "~/config/site";
import shared from "../../../content/guides/shared.json";

export const GUIDE_IDS = [
  "consultation",
  "implementation",
  "data-literacy",
  "sector-health",
  "sector-hospitality",
  "sector-pets",
] as const;

export type GuideId = (typeof GUIDE_IDS)[number];

export function isGuideId(value: string): value is GuideId {
  return (GUIDE_IDS as readonly string[]).includes(value);
}

type Block =
  | { p: string }
  | { list: string[]; ordered?: boolean }
  | { stats: { value: string; label: string }[] }
  | {
      phases: { when: string; name: string; focus: string; tasks: string[]; deliverable: string }[];
    }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  | { checklist: string[] };

type SharedBlockName = keyof typeof shared.blocks;

interface Section {
  heading: string;
  blocks: Block[];
}

interface GuideContent {
  title: string;
  subtitle: string;
  /** The file name without the date and extension. */
  fileBase: string;
  /** Sector guides use the en-GB date (DD-MM-YYYY); the others ISO (YYYY-MM-DD). */
  dateStyle: "iso" | "en-GB";
  sections: Section[];
}

/** A content file: a section's block is its own, or one of shared.json's by name. */
interface GuideFile extends Omit<GuideContent, "sections"> {
  sections: { heading: string; blocks: (Block | { shared: SharedBlockName })[] }[];
}

const FILES = import.meta.glob<GuideFile>("../../../content/guides/*.json", {
  eager: true,
  import: "default",
});

const FIGURES: Record<string, string | number> = shared.figures;
const FRAME = shared.frame;

/** "{fasterDecisions} faster" → "85% faster": shared.json's figures in a text. */
function withFigures(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in FIGURES)) throw new Error(`Unknown guide figure {${name}}`);
    return String(FIGURES[name]);
  });
}

/** Every text of a value with its figures filled in. */
function fillFigures<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_, v: unknown) =>
    typeof v === "string" ? withFigures(v) : v,
  ) as T;
}

/** A guide's content file with the shared blocks in place and the figures filled in. */
function guideContent(id: GuideId): GuideContent {
  const file = FILES[`../../../content/guides/${id}.json`];
  if (!file) throw new Error(`content/guides/${id}.json is missing`);
  const sections = file.sections.map((section) => ({
    heading: section.heading,
    blocks: section.blocks.map((block) =>
      "shared" in block ? (shared.blocks[block.shared] as Block) : block,
    ),
  }));
  return fillFigures({ ...file, sections });
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const pad = (n: number) => String(n).padStart(2, "0");

/** The date in a guide's file name: YYYY-MM-DD, or en-GB DD/MM/YYYY with "/" → "-". */
export function guideFileDate(date: Date, style: "iso" | "en-GB"): string {
  if (style === "iso")
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return date.toLocaleDateString("en-GB").replace(/\//g, "-");
}

export function guideFilename(id: GuideId, date: Date): string {
  const guide = guideContent(id);
  return `${guide.fileBase}-${guideFileDate(date, guide.dateStyle)}.html`;
}

export function guideTitle(id: GuideId): string {
  return guideContent(id).title;
}

function renderBlock(block: Block): string {
  if ("p" in block) return `<p>${escapeHtml(block.p)}</p>`;
  if ("list" in block) {
    const tag = block.ordered ? "ol" : "ul";
    return `<${tag}>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${tag}>`;
  }
  if ("checklist" in block) {
    return `<ul class="checklist">${block.checklist.map((item) => `<li><span aria-hidden="true">☐</span> ${escapeHtml(item)}</li>`).join("")}</ul>`;
  }
  if ("stats" in block) {
    return `<dl class="stats">${block.stats
      .map((s) => `<div><dt>${escapeHtml(s.label)}</dt><dd>${escapeHtml(s.value)}</dd></div>`)
      .join("")}</dl>`;
  }
  if ("phases" in block) {
    return `<ol class="phases">${block.phases
      .map(
        (phase) =>
          `<li><h3><span class="when">${escapeHtml(phase.when)}:</span> ${escapeHtml(phase.name)}</h3>` +
          `<p>${escapeHtml(phase.focus)}</p><ul>${phase.tasks.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>` +
          `<p class="deliverable"><strong>${escapeHtml(FRAME.deliverable)}</strong> ${escapeHtml(phase.deliverable)}</p></li>`,
      )
      .join("")}</ol>`;
  }
  const { caption, head, rows } = block.table;
  return (
    `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead>` +
    `<tbody>${rows.map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join("")}</tr>`).join("")}</tbody></table>`
  );
}

const STYLES = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.6;color:#1f2937;background:#fff}
header{background:#0b3a5b;color:#fff;padding:2.5rem 1.5rem}header p{margin:.25rem 0}.brand{font-weight:700;letter-spacing:.02em}
h1{font-size:2rem;line-height:1.2;margin:.75rem 0}main,footer .inner,header .inner{max-width:48rem;margin:0 auto}
main{padding:1.5rem}h2{color:#0b3a5b;font-size:1.5rem;margin:2rem 0 .75rem;border-bottom:2px solid #b45309;padding-bottom:.25rem}
h3{font-size:1.15rem;margin:0 0 .25rem}.when{color:#b45309}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:1rem;margin:1rem 0;padding:0}
.stats div{background:#f3f6f9;border-radius:8px;padding:1rem;display:flex;flex-direction:column-reverse}
.stats dt{color:#4b5563;font-size:.95rem}.stats dd{margin:0;font-size:1.8rem;font-weight:700;color:#0b3a5b}
.phases{list-style:none;padding:0}.phases>li{border-left:4px solid #0b3a5b;background:#f3f6f9;padding:1rem 1.25rem;margin:0 0 1rem;border-radius:0 8px 8px 0}
.deliverable{margin-bottom:0}.checklist{list-style:none;padding-left:0}.checklist li{margin:.4rem 0}
table{width:100%;border-collapse:collapse;margin:1rem 0}caption{text-align:left;font-weight:600;margin-bottom:.5rem}
th,td{border:1px solid #d1d5db;padding:.5rem .75rem;text-align:left;vertical-align:top}thead th{background:#0b3a5b;color:#fff}
footer{background:#f3f6f9;padding:1.5rem;margin-top:2rem;font-size:.95rem}a{color:#0b3a5b}
@media print{header{background:none;color:#000}thead th{background:none;color:#000}}`;

export function buildGuide(
  id: GuideId,
  date: Date = new Date(),
): { filename: string; html: string } {
  const guide = guideContent(id);
  const issued = date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const sections = guide.sections
    .map((section, index) => {
      const headingId = `section-${index + 1}`;
      return `<section aria-labelledby="${headingId}"><h2 id="${headingId}">${escapeHtml(section.heading)}</h2>${section.blocks.map(renderBlock).join("\n")}</section>`;
    })
    .join("\n");
  const contents = guide.sections
    .map(
      (section, index) =>
        `<li><a href="#section-${index + 1}">${escapeHtml(section.heading)}</a></li>`,
    )
    .join("");

  const html = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(guide.title)} | ${escapeHtml(SITE.name)}</title>
<meta name="description" content="${escapeHtml(guide.subtitle)}">
<style>${STYLES}</style>
</head>
<body>
<header><div class="inner">
<p class="brand">${escapeHtml(SITE.name)}</p>
<h1>${escapeHtml(guide.title)}</h1>
<p>${escapeHtml(guide.subtitle)}</p>
<p>${escapeHtml(FRAME.issued)} ${escapeHtml(issued)}</p>
</div></header>
<main>
<nav aria-label="${escapeHtml(FRAME.contents)}"><h2>${escapeHtml(FRAME.contents)}</h2><ol>${contents}</ol></nav>
${sections}
<section aria-labelledby="next-steps"><h2 id="next-steps">${escapeHtml(FRAME.talkHeading)}</h2>
<p>${escapeHtml(FRAME.talkText)}</p>
<ul>
<li>${escapeHtml(FRAME.email)} <a href="mailto:${escapeHtml(SITE.email)}">${escapeHtml(SITE.email)}</a></li>
<li>${escapeHtml(FRAME.phone)} <a href="${escapeHtml(SITE.phoneHref)}">${escapeHtml(SITE.phone)}</a></li>
<li>${escapeHtml(FRAME.hours)} ${escapeHtml(SITE.hours)}</li>
</ul></section>
</main>
<footer><div class="inner">
<p>${escapeHtml(SITE.legalName)}, ${escapeHtml(SITE.address.join(", "))}.</p>
<p>${escapeHtml(SITE.tagline)}</p>
<p>${escapeHtml(FRAME.figuresNote)}</p>
</div></footer>
</body>
</html>
`;
  return { filename: guideFilename(id, date), html };
}
