/** A legal page: title, 'Last updated' and numbered sections in a centred card. */
import { Fragment, type ReactNode, useEffect } from "react";
import { SITE } from "~/config/site";
import { ExternalLink } from "./booking-link";
import type { LegalBlock, LegalDocument } from "./legal";
import * as l from "./legal-page.css";

/** Placeholders the firm can use in content/legal/*.json; contact details become links. */
const TEXT_FIELDS: Record<string, string> = {
  legalName: SITE.legalName,
  companyNumber: SITE.companyNumber,
  registeredIn: SITE.registeredIn,
  address: SITE.address.join(", "),
  siteName: SITE.name,
};

/** `values`: placeholders the server fills per request, e.g. {retentionMonths} from the job's setting. */
export function fillPlaceholders(text: string, values: Record<string, string> = {}): ReactNode[] {
  const fields = { ...TEXT_FIELDS, ...values };
  return text.split(/(\{[a-zA-Z]+\})/).map((part, index) => {
    const key = part.slice(1, -1);
    if (part === "{email}")
      return (
        <a key={index} href={`mailto:${SITE.email}`}>
          {SITE.email}
        </a>
      );
    if (part === "{phone}")
      return (
        <a key={index} href={SITE.phoneHref}>
          {SITE.phone}
        </a>
      );
    if (part.startsWith("{") && key in fields)
      return <Fragment key={index}>{fields[key]}</Fragment>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

function Block({ block, values }: { block: LegalBlock; values?: Record<string, string> }) {
  if (typeof block === "string") return <p>{fillPlaceholders(block, values)}</p>;
  if ("list" in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{fillPlaceholders(item, values)}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul>
      {block.links.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href}>{link.label}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export function LegalPage({
  document,
  lastUpdated,
  values,
}: {
  document: LegalDocument;
  lastUpdated: string;
  values?: Record<string, string>;
}) {
  // SPEC.md: each legal page scrolls to the top on load (unless a section was linked directly).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [document.path]);

  return (
    <div className={l.wrapper}>
      <article className={l.legalCard} aria-labelledby="legal-title">
        <h1 id="legal-title" className={l.title}>
          {document.title}
        </h1>
        <p className={l.updated}>Last updated: {lastUpdated}</p>
        {document.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`section-${index + 1}`}>
            <h2 id={`section-${index + 1}`} className={l.sectionTitle}>
              {index + 1}. {section.title}
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} values={values} />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
