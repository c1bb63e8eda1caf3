/**
 * The page components the form routes wrap (ContactPage, DentalIqPage) and the legal page,
 * rendered into a DOM and read the way people and assistive technology read them; plus the
 * path → content lookups behind the shared sector and legal route modules.
 * @vitest-environment happy-dom
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SITE } from "~/config/site";
import { TeamProfiles } from "./team-profiles";
import { ContactPage } from "./contact-details";
import { DENTAL_IQ_META, DentalIqPage } from "./dental-iq";
import dentalIqCopy from "../../../content/dental-iq.json";
import { LegalPage } from "./legal-page";
import { LEGAL, contentDate, formatLongDate, legalForPath } from "./legal";
import { SECTORS, sectorForPath, sectorGuide, sectorMeta } from "./sectors";
import { loader as sectorLoader } from "~/routes/site/sector";
import { loader as legalLoader } from "~/routes/site/legal";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { LEGAL_PAGES, SECTOR_LIST } from "~/config/pages";
import { isGuideId } from "~/components/guides/guide-template";
import { PUBLIC_ROUTES } from "~/utils/public-routes";
import { FOOTER_SECTOR_LINKS, LEGAL_LINKS, SECTOR_LINKS } from "~/components/shell/nav-data";
import { SECTORS as HOME_SECTORS } from "~/components/home/home-copy";

function show(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(cleanup);

describe("ContactPage", () => {
  const page = () =>
    show(<ContactPage form={<form aria-label="Enquiry">the enquiry form</form>} />);

  it("leaves <main> to the layout, has one h1 and renders the form in its slot", () => {
    const { container } = page();
    expect(screen.queryByRole("main")).toBeNull();
    expect(within(container).getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(within(container).getByRole("form", { name: "Enquiry" }).textContent).toBe(
      "the enquiry form",
    );
  });

  it("shows the office address, email, phone, hours, social links and reply promise", () => {
    page();
    const text = document.body.textContent ?? "";
    for (const line of SITE.address) expect(text).toContain(line);
    expect(screen.getByRole("link", { name: new RegExp(SITE.email) }).getAttribute("href")).toBe(
      `mailto:${SITE.email}`,
    );
    expect(screen.getAllByRole("link").some((a) => a.getAttribute("href") === SITE.phoneHref)).toBe(
      true,
    );
    expect(text).toContain("Monday-Friday 9:00-18:00 GMT");
    for (const [name, href] of [
      ["LinkedIn (professional network)", SITE.social.linkedin],
      ["WhatsApp (messaging app)", SITE.social.whatsapp],
    ]) {
      const link = screen.getByRole("link", { name: new RegExp(name.replace(/[()]/g, "\\$&")) });
      expect(link.getAttribute("href")).toBe(href);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(text).toContain("within 24 hours");
  });
});

describe("DentalIqPage", () => {
  const page = () => show(<DentalIqPage registration={<p>registration form here</p>} />);

  it("has one h1 and the #register section with a heading and the registration slot", () => {
    page();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const register = document.getElementById("register")!;
    expect(within(register).getByRole("heading", { level: 2 }).id).toBe("register-title");
    expect(within(register).getByText("registration form here")).toBeTruthy();
  });

  it("shows every figure of SPEC.md section 9", () => {
    page();
    const text = document.body.textContent ?? "";
    for (const figure of [
      "10 UK practices",
      "Full launch",
      `full launch in ${dentalIqCopy.datedClaims.launch.text}`,
      "no charge until launch",
      "£0",
      "£1,500+",
      "90 days",
      "refund",
      "£2,187",
      "£29,000+",
      "within 24 hours",
    ]) {
      expect(text, figure).toContain(figure);
    }
    // Every dated claim filled in, none left as "{launch}".
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(DENTAL_IQ_META.description).toContain(
      `full launch in ${dentalIqCopy.datedClaims.launch.text}.`,
    );
  });

  it("has several plain #register links and a described dashboard preview", () => {
    page();
    const toRegister = screen
      .getAllByRole("link")
      .filter((a) => a.getAttribute("href") === "#register");
    expect(toRegister.length).toBeGreaterThanOrEqual(3);
    const figure = screen.getByRole("figure");
    expect(figure.getAttribute("aria-labelledby")).toBe("dashboard-caption");
    expect(document.getElementById("dashboard-caption")?.tagName).toBe("FIGCAPTION");
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
      ({ url: new URL(`http://x${path}`), params: {}, context: {} }) as never;
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

describe("one list of sectors and of legal pages", () => {
  const files = (dir: string) =>
    readdirSync(join(process.cwd(), "content", dir))
      .map((name) => name.replace(/\.json$/, ""))
      .sort();

  it("has exactly one content file per listed sector and legal page", () => {
    expect(files("sectors")).toEqual(SECTOR_LIST.map((sector) => sector.slug).sort());
    expect(files("legal")).toEqual(LEGAL_PAGES.map((page) => page.slug).sort());
  });

  it("names only guides that exist in the sector files", () => {
    for (const sector of Object.values(SECTORS)) {
      if (sector.guide !== undefined) expect(isGuideId(sector.guide), sector.slug).toBe(true);
    }
  });

  it("derives the public routes, menu, footer and home cards from the lists", () => {
    for (const sector of SECTOR_LIST) {
      const path = `/sectors/${sector.slug}`;
      expect(PUBLIC_ROUTES).toContain(path);
      expect(SECTOR_LINKS.map((link) => link.href)).toContain(path);
      expect(FOOTER_SECTOR_LINKS.map((link) => link.href)).toContain(path);
      expect(HOME_SECTORS.items.map((item) => item.href)).toContain(path);
      expect(sectorForPath(path)).toBe(sector.slug);
    }
    for (const page of LEGAL_PAGES) {
      expect(PUBLIC_ROUTES).toContain(`/legal/${page.slug}`);
      expect(LEGAL_LINKS.map((link) => link.href)).toContain(`/legal/${page.slug}`);
    }
  });
});

describe("legal content", () => {
  it("formats dates in British long format", () => {
    expect(formatLongDate(new Date(2026, 10, 21))).toBe("21 November 2026");
    expect(formatLongDate(new Date(2027, 0, 3))).toBe("3 January 2027");
  });

  it("maps the four legal paths and returns the date its text last changed", () => {
    expect(legalForPath("/legal/privacy-policy")).toBe("privacy");
    expect(legalForPath("/legal/cookie-policy")).toBe("cookies");
    expect(legalForPath("/legal/terms-conditions")).toBe("terms");
    expect(legalForPath("/legal/accessibility-statement/")).toBe("accessibility");
    expect(legalForPath("/legal/other")).toBeUndefined();
    const result = legalLoader({
      url: new URL("http://x/legal/cookie-policy"),
      params: {},
      context: {},
    } as never);
    expect(result).toMatchObject({
      page: "cookies",
      lastUpdated: formatLongDate(contentDate(LEGAL.cookies.lastUpdated)),
    });
  });

  it("each legal page's 'Last updated' is a real date from its content, not in the future", () => {
    for (const [key, document] of Object.entries(LEGAL)) {
      expect(document.lastUpdated, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = contentDate(document.lastUpdated);
      expect(date.toISOString().slice(0, 10), key).toBe(document.lastUpdated);
      // A text changed today is not in the future, whatever the hour.
      expect(document.lastUpdated <= new Date().toISOString().slice(0, 10), key).toBe(true);
    }
    expect(formatLongDate(contentDate("2026-11-23"))).toBe("23 November 2026");
  });

  it("renders every section of each document as a numbered h2 that labels its region", () => {
    for (const document of Object.values(LEGAL)) {
      show(<LegalPage document={document} lastUpdated="1 January 2027" />);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(document.title);
      const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
      expect(headings).toEqual(document.sections.map((section, i) => `${i + 1}. ${section.title}`));
      expect(screen.getAllByRole("region")).toHaveLength(document.sections.length);
      expect(screen.getByText("Last updated: 1 January 2027")).toBeTruthy();
      cleanup();
    }
  });
});

describe("TeamProfiles", () => {
  it("shows a member's photo when the content gives one, and their initials otherwise", () => {
    show(
      <TeamProfiles
        members={[
          { name: "Ada Lovelace", role: "Analyst", bio: "Counts.", photo: "/team/ada.jpg" },
          { name: "Alan Turing", role: "Engineer", bio: "Computes." },
        ]}
      />,
    );
    const [ada, alan] = screen.getAllByRole("listitem");
    const photo = ada!.querySelector("img")!;
    expect(photo.getAttribute("src")).toBe("/team/ada.jpg");
    expect(photo.getAttribute("alt")).toBe("");
    expect(photo.getAttribute("width")).toBe("72");
    expect(alan!.querySelector("img")).toBeNull();
    expect(alan!.querySelector("svg text")?.textContent).toBe("AT");
  });
});
