/**
 * The contract components the forms work wraps (ContactPage, DentalIqPage) rendered on the
 * server, plus the path → content lookups behind the shared sector and legal route modules.
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SITE } from "~/config/site";
import { CONTACT_META, ContactPage } from "./contact-details";
import { DENTAL_IQ_META, DentalIqPage } from "./dental-iq";
import { LEGAL, formatLongDate, legalForPath } from "./legal";
import { SECTORS, sectorForPath, sectorGuide, sectorMeta } from "./sectors";
import { loader as sectorLoader } from "~/routes/site/sector";
import { loader as legalLoader } from "~/routes/site/legal";

function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

function decode(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, "");
}

describe("ContactPage", () => {
  const html = decode(
    render(<ContactPage form={<form data-testid="slot">the enquiry form</form>} />),
  );

  it("leaves <main> to the layout, has one h1 and renders the form in its slot", () => {
    expect(html).not.toContain("<main");
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('<form data-testid="slot">the enquiry form</form>');
  });

  it("shows the office address, email, phone, hours, social links and reply promise", () => {
    for (const line of SITE.address) expect(html).toContain(line);
    expect(html).toContain(`href="mailto:${SITE.email}"`);
    expect(html).toContain(`href="${SITE.phoneHref}"`);
    expect(html).toContain("Monday-Friday 9:00-18:00 GMT");
    expect(html).toMatch(
      new RegExp(
        `href="${SITE.social.linkedin}" target="_blank" rel="noopener noreferrer">LinkedIn \\(professional network\\)`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `href="${SITE.social.whatsapp}" target="_blank" rel="noopener noreferrer">WhatsApp \\(messaging app\\)`,
      ),
    );
    expect(html).toContain("within 24 hours");
  });

  it("exports its meta input for the route", () => {
    expect(CONTACT_META.path).toBe("/contact");
    expect(CONTACT_META.title).toBe("Contact Us");
    expect(CONTACT_META.description.length).toBeGreaterThan(50);
  });
});

describe("DentalIqPage", () => {
  const html = decode(render(<DentalIqPage registration={<p>registration form here</p>} />));

  it("has one h1 and the #register section with a heading and the registration slot", () => {
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const register = html.slice(html.indexOf('id="register"'));
    expect(register).toMatch(/^id="register"[^>]*><div[^>]*><h2 id="register-title"/);
    expect(register).toContain("<p>registration form here</p>");
  });

  it("shows every figure of SPEC.md section 9", () => {
    for (const figure of [
      "10 UK practices",
      "Q2 2026",
      "no charge until launch",
      "£0",
      "£1,500+",
      "90 days",
      "refund",
      "£2,187",
      "£29,000+",
      "within 24 hours",
    ]) {
      expect(html, figure).toContain(figure);
    }
  });

  it("has several plain #register links and a described dashboard preview", () => {
    expect(html.match(/href="#register"/g)!.length).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/<figure[^>]*aria-labelledby="dashboard-caption"/);
    expect(html).toContain('<figcaption id="dashboard-caption"');
  });

  it("exports its meta input for the route", () => {
    expect(DENTAL_IQ_META.path).toBe("/dental-iq");
    expect(DENTAL_IQ_META.description).toContain("10 UK practices");
  });
});

describe("sector content", () => {
  it("maps the four sector paths, with or without a trailing slash, and nothing else", () => {
    expect(sectorForPath("/sectors/health")).toBe("health");
    expect(sectorForPath("/sectors/hospitality/")).toBe("hospitality");
    expect(sectorForPath("/sectors/pets")).toBe("pets");
    expect(sectorForPath("/sectors/finance")).toBe("finance");
    expect(sectorForPath("/sectors/retail")).toBeUndefined();
  });

  it("answers 404 from the loader for a path that is not a sector", () => {
    const args = (path: string) =>
      ({ request: new Request(`http://x${path}`), params: {}, context: {} }) as never;
    expect(sectorLoader(args("/sectors/pets"))).toEqual({ sector: "pets" });
    try {
      sectorLoader(args("/sectors/retail"));
      expect.unreachable();
    } catch (error) {
      expect((error as { init: ResponseInit }).init.status).toBe(404);
    }
  });

  it("gives every sector keywords and Open Graph meta, and a guide to all but finance", () => {
    for (const sector of Object.values(SECTORS)) {
      const meta = sectorMeta(sector);
      expect(meta.keywords!.length).toBeGreaterThan(3);
      expect(meta.ogTitle).toBeTruthy();
      expect(meta.ogDescription).toBeTruthy();
      expect(meta.ogType).toBe("website");
    }
    expect(sectorGuide(SECTORS.health)).toBe("sector-health");
    expect(sectorGuide(SECTORS.hospitality)).toBe("sector-hospitality");
    expect(sectorGuide(SECTORS.pets)).toBe("sector-pets");
    expect(sectorGuide(SECTORS.finance)).toBeUndefined();
  });
});

describe("legal content", () => {
  it("formats dates in British long format", () => {
    expect(formatLongDate(new Date(2026, 10, 21))).toBe("21 November 2026");
    expect(formatLongDate(new Date(2027, 0, 3))).toBe("3 January 2027");
  });

  it("maps the four legal paths and returns today's date per request", () => {
    expect(legalForPath("/legal/privacy-policy")).toBe("privacy");
    expect(legalForPath("/legal/cookie-policy")).toBe("cookies");
    expect(legalForPath("/legal/terms-conditions")).toBe("terms");
    expect(legalForPath("/legal/accessibility-statement/")).toBe("accessibility");
    expect(legalForPath("/legal/other")).toBeUndefined();
    const result = legalLoader({
      request: new Request("http://x/legal/cookie-policy"),
      params: {},
      context: {},
    } as never);
    expect(result).toEqual({ page: "cookies", lastUpdated: formatLongDate(new Date()) });
  });

  it("has the section counts of the spec", () => {
    expect(LEGAL.privacy.sections).toHaveLength(11);
    expect(LEGAL.cookies.sections).toHaveLength(7);
    expect(LEGAL.terms.sections).toHaveLength(13);
  });
});
