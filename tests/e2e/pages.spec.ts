/**
 * Public content pages (issue 3, item 5): each answers 200 with its h1 and the sections,
 * figures, anchors and links of SPEC.md, with and without JavaScript, and passes axe.
 */
import { readFileSync } from "node:fs";
import { type Locator, type Page, expect, test } from "./helpers/fixtures";
import { SITE } from "../../app/config/site";
import { expectNoA11yViolations } from "./helpers/axe";

/** The discovery-call page: BOOKING_URL when the e2e server sets it, else the site default. */
const BOOKING_URL = process.env.BOOKING_URL ?? SITE.defaultBookingUrl;

/** A legal page's 'Last updated': when its text last changed, from its content (decision 052). */
const lastChangedLong = (path: string) => {
  const { lastUpdated } = JSON.parse(
    readFileSync(`content/legal/${path.split("/").pop()}.json`, "utf8"),
  ) as { lastUpdated: string };
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${lastUpdated}T12:00:00Z`));
};

async function open(page: Page, path: string, h1: string | RegExp): Promise<Locator> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const main = page.locator("main#main-content");
  await expect(main).toHaveCount(1);
  await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(h1);
  return main;
}

/** Every booking link opens the external scheduling page in a new tab, safely. */
async function expectBookingLinks(scope: Locator, minimum = 1) {
  const links = scope.locator(`a[href="${BOOKING_URL}"]`);
  expect(await links.count()).toBeGreaterThanOrEqual(minimum);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

/** Headings are never skipped (h1 → h2 → h3). */
async function expectLogicalHeadings(scope: Locator) {
  const levels = await scope
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++)
    expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
}

/** The guide download control: a link to /guides/{id} without JS, a button or link with JS. */
function guideDownload(scope: Locator, guide: string): Locator {
  return scope.locator(`a[href="/guides/${guide}"], [data-guide="${guide}"]`);
}

test("about: hero, founder story, the four values, team of four and the discovery call", async ({
  page,
}) => {
  const main = await open(
    page,
    "/about",
    "Data strategy with a Durham accent and a national reach",
  );
  await expect(main.getByRole("heading", { level: 2, name: "Our founder's story" })).toBeVisible();
  for (const value of ["Trust", "Enthusiasm", "Equality", "Growth Vision"]) {
    await expect(
      main.locator("#values").getByRole("heading", { level: 3, name: value, exact: true }),
    ).toBeVisible();
  }
  const team = main.getByRole("list", { name: "Team members" });
  await expect(
    team.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) }),
  ).toHaveCount(4);
  for (const [name, role] of [
    ["Daniel Hartley", "Founder & Principal Data Strategist"],
    ["Priya Raman", "Head of Data Engineering"],
    ["Sophie Carr", "AI & Analytics Lead"],
    ["Tom Ashworth", "Client Success & Training Lead"],
  ]) {
    await expect(team.getByRole("heading", { name })).toBeVisible();
    await expect(team.getByText(role, { exact: true })).toBeVisible();
  }
  await expectBookingLinks(main, 2);
  await expect(main.getByRole("link", { name: "More about our team" })).toHaveAttribute(
    "href",
    "/team",
  );
  await expectLogicalHeadings(main);
  await expectNoA11yViolations(page);
});

test("team: hero plus the same four profiles", async ({ page }) => {
  const main = await open(page, "/team", "The people behind Durham Data Strategy");
  const team = main.getByRole("list", { name: "Team members" });
  await expect(team.getByRole("heading", { level: 3 })).toHaveText([
    "Daniel Hartley",
    "Priya Raman",
    "Sophie Carr",
    "Tom Ashworth",
  ]);
  await expect(team.locator("svg[aria-hidden='true'] text")).toHaveText(["DH", "PR", "SC", "TA"]);
  // The page closes with the consultation call to action (tests/e2e/cta.spec.ts checks it whole).
  await expect(main.locator('[data-cta="consultation"]')).toHaveCount(1);
  await expectLogicalHeadings(main);
  await expectNoA11yViolations(page);
});

test("consulting: three service anchors, enterprise timelines, training, discovery call and contact", async ({
  page,
}) => {
  const main = await open(
    page,
    "/consulting",
    "Senior data consulting for businesses that have outgrown spreadsheets",
  );
  for (const [id, title] of [
    ["senior-consultancy", "Senior Data Consultancy"],
    ["enterprise-strategy", "Enterprise Data Strategy"],
    ["ai-readiness", "AI Readiness Assessment"],
  ]) {
    await expect(main.locator(`#${id}`).getByRole("heading", { level: 3 })).toHaveText(title);
  }
  const timeline = main.getByRole("list", { name: "Enterprise engagement phases" });
  await expect(timeline.getByRole("listitem")).toHaveCount(4);
  for (const text of [
    "4-6 weeks",
    "Strategy assessment",
    "8-12 weeks",
    "Architecture design",
    "6-18 months",
    "Phased implementation",
    "Continuous optimisation",
  ]) {
    await expect(timeline.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(main.locator('a[href="/training"]')).toHaveCount(1);
  await expect(main.locator('a[href="/contact"]')).toHaveCount(1);
  await expectBookingLinks(main, 2);
  await expectLogicalHeadings(main);
  await expectNoA11yViolations(page);
});

test("consulting: a service anchor is reachable by URL", async ({ page }) => {
  await page.goto("/consulting#ai-readiness");
  await expect(page.locator("#ai-readiness")).toBeInViewport();
});

test("training: benefits, offer, consultation booking, data-literacy guide and calls to action", async ({
  page,
}) => {
  const main = await open(
    page,
    "/training",
    "Data training that turns dashboards into daily decisions",
  );
  await expect(
    main.getByRole("heading", { level: 2, name: "Why teams train with us" }),
  ).toBeVisible();
  const offer = main.locator("#offer");
  for (const text of [
    "30-minute pre-session intro call",
    "Interactive workshops",
    "Practical training",
    "1-hour Q&A follow-up",
  ]) {
    await expect(offer.getByRole("heading", { level: 3, name: text })).toBeVisible();
  }
  await expect(offer).toContainText("online");
  await expect(offer).toContainText("2 weeks after delivery");
  const literacy = main.locator("section#data-literacy");
  await expect(literacy.getByRole("heading", { level: 2 })).toHaveText(
    "Data literacy for every role",
  );
  await expect(guideDownload(literacy, "data-literacy")).toHaveCount(1);
  await expect(main.locator('a[href="#data-literacy"]')).toHaveCount(1);
  await expect(main.locator("#consultation").locator(`a[href="${BOOKING_URL}"]`)).toHaveCount(1);
  await expectBookingLinks(main, 3);
  await expect(main.locator('a[href="/consulting"]')).toHaveCount(1);
  await expect(main.locator('a[href="/contact"]')).toHaveCount(1);
  await expectLogicalHeadings(main);
  await expectNoA11yViolations(page);
});

// ---------------------------------------------------------------- sectors

interface SectorExpectations {
  path: string;
  h1: string;
  cards: string[];
  /** The sections between the hero and the closing band, in order: each sector has its rhythm. */
  sections: string[];
  contactHrefs: string[];
  guide?: string;
  extra?: (main: Locator) => Promise<void>;
}

const contact = (subject?: string) =>
  subject ? `/contact?subject=${encodeURIComponent(subject)}` : "/contact";

const sectors: SectorExpectations[] = [
  {
    path: "/sectors/health",
    h1: "Data-driven care pathways for healthcare providers",
    cards: [
      "Siloed systems",
      "Data quality and governance",
      "Regulatory complexity",
      "Public sector integration",
      "Insights that arrive too late",
      "Why choose Durham Data Strategy",
    ],
    sections: ["challenges", "capabilities", "settings"],
    contactHrefs: [contact("Healthcare Data Solutions Enquiry")],
    guide: "sector-health",
    extra: async (main) => {
      const capabilities = main.locator("#capabilities");
      await expect(capabilities.getByText("Proven", { exact: true })).toBeVisible();
      await expect(capabilities.getByRole("definition").filter({ hasText: "87%" })).toBeVisible();
      await expect(
        capabilities.getByRole("term").filter({ hasText: "Care plan adherence" }),
      ).toBeVisible();
      await expect(
        capabilities.getByRole("definition").filter({ hasText: "9.2/10" }),
      ).toBeVisible();
      await expect(
        capabilities.getByRole("term").filter({ hasText: "Clinical outcomes score" }),
      ).toBeVisible();
      const settings = main.locator("#settings");
      await expect(settings.getByRole("heading", { level: 3 })).toHaveText([
        "Private hospital groups",
        "Specialist practices",
      ]);
    },
  },
  {
    path: "/sectors/hospitality",
    h1: "Guest satisfaction and predictive staffing for multi-venue operators",
    cards: [
      "Rotas built on guesswork",
      "Disconnected EPOS, booking and rota systems",
      "Guest feedback scattered everywhere",
      "Stock and waste you cannot see",
      "Inconsistent reporting across venues",
      "Why choose Durham Data Strategy",
    ],
    sections: ["challenges", "solutions"],
    contactHrefs: [contact("Hospitality Data Solutions Enquiry")],
    guide: "sector-hospitality",
    extra: async (main) => {
      await expect(main.locator("#solutions").getByRole("heading", { level: 3 })).toHaveCount(4);
    },
  },
  {
    path: "/sectors/pets",
    h1: "Clinic system integration and real-time health insight for veterinary groups",
    cards: [
      "A different system in every clinic",
      "Missed preventive care",
      "Pharmacy and stock leakage",
      "Health plan performance",
      "Clinical time lost to admin",
    ],
    sections: ["partnership", "solutions", "challenges"],
    contactHrefs: ["/contact", contact("Veterinary Data Solutions Enquiry")],
    guide: "sector-pets",
    extra: async (main) => {
      const partnership = main.locator("#partnership");
      for (const value of ["90 days", "100%", "20+ years"]) {
        await expect(partnership.getByRole("definition").filter({ hasText: value })).toBeVisible();
      }
      await expect(partnership.getByText("Secure, UK-hosted data")).toBeVisible();
      await expect(partnership.locator('a[href="/contact"]')).toHaveCount(1);
      await expect(main.locator("#solutions").getByRole("heading", { level: 3 })).toHaveCount(4);
    },
  },
  {
    path: "/sectors/finance",
    h1: "Document intelligence and compliance you can evidence",
    cards: [
      "Documents everywhere",
      "Consumer Duty evidence",
      "Slow client onboarding",
      "Legacy platforms",
      "Limited view of risk",
    ],
    sections: ["solutions", "challenges", "partnership"],
    contactHrefs: [
      contact("Financial Services Data Solutions Enquiry"),
      contact("Financial Services Data Solutions Enquiry"),
    ],
    extra: async (main) => {
      await expect(
        main
          .locator("#partnership")
          .locator(`a[href="${contact("Financial Services Data Solutions Enquiry")}"]`),
      ).toHaveCount(1);
      await expect(
        main
          .locator("#get-started")
          .locator(`a[href="${contact("Financial Services Data Solutions Enquiry")}"]`),
      ).toHaveCount(1);
      await expect(main.locator("#solutions").getByRole("heading", { level: 3 })).toHaveCount(4);
    },
  },
];

for (const sector of sectors) {
  test(`sector ${sector.path}: pain points, sections, contact links and guide`, async ({
    page,
  }) => {
    const main = await open(page, sector.path, sector.h1);
    await expectBookingLinks(main.locator("header"));
    await expect(main.locator("#challenges").getByRole("heading", { level: 3 })).toHaveText(
      sector.cards,
    );
    await sector.extra?.(main);
    expect(
      await main
        .locator("section[id]")
        .evaluateAll((sections) => sections.map((section) => section.id)),
    ).toEqual([...sector.sections, "get-started"]);
    const contactLinks = await main
      .locator('a[href^="/contact"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(contactLinks).toEqual(sector.contactHrefs);
    if (sector.guide) {
      await expect(guideDownload(main.locator("#get-started"), sector.guide)).toHaveCount(1);
    } else {
      await expect(main.locator('a[href^="/guides/"], [data-guide]')).toHaveCount(0);
      await expect(main.getByText(/download/i)).toHaveCount(0);
    }
    await expectLogicalHeadings(main);
    await expectNoA11yViolations(page);
  });
}

test("sector pages carry description, keywords and Open Graph tags in the server HTML @http", async ({
  request,
}) => {
  for (const sector of sectors) {
    const response = await request.get(sector.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const metaContent = (name: string) =>
      head.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];
    const og = (property: string) =>
      head.match(new RegExp(`<meta property="og:${property}" content="([^"]*)"`))?.[1];
    expect(head, sector.path).toMatch(/<title>[^<]+Durham Data Strategy<\/title>/);
    expect(metaContent("description")?.length ?? 0, `${sector.path} description`).toBeGreaterThan(
      50,
    );
    expect(
      metaContent("keywords")?.split(",").length ?? 0,
      `${sector.path} keywords`,
    ).toBeGreaterThan(3);
    expect(og("title"), `${sector.path} og:title`).toBeTruthy();
    expect(og("description")?.length ?? 0, `${sector.path} og:description`).toBeGreaterThan(50);
    expect(og("type"), `${sector.path} og:type`).toBe("website");
  }
});

// ---------------------------------------------------------------- legal

const legal = [
  {
    path: "/legal/privacy-policy",
    h1: "Privacy Policy",
    sections: [
      "Introduction",
      "Information We Collect",
      "How We Use",
      "Legal Basis",
      "Data Sharing",
      "Retention",
      "Your Rights",
      "Security",
      "International Transfers",
      "Contact",
      "Complaints",
    ],
    texts: [
      "name and job title",
      "Contact details",
      "Company details",
      "Messages",
      "Newsletter preferences",
      "Technical data",
      "Consent:",
      "Contract:",
      "Legal obligation:",
      "Legitimate interests:",
      "right of access",
      "right to rectification",
      "right to erasure",
      "right to restriction",
      "right to data portability",
      "right to object",
      "right to withdraw consent",
      "Information Commissioner's Office (ICO)",
    ],
  },
  {
    path: "/legal/cookie-policy",
    h1: "Cookie Policy",
    sections: [
      "Introduction",
      "What Are Cookies",
      "Types",
      "Third-Party",
      "Managing",
      "Changes",
      "Contact",
    ],
    texts: [
      "Essential cookies",
      "Analytics cookies",
      "Functional cookies",
      "An analytics service",
      "A contact-form service",
      "A newsletter service",
    ],
    links: [
      "support.google.com/chrome",
      "support.mozilla.org",
      "support.apple.com",
      "support.microsoft.com",
    ],
  },
  {
    path: "/legal/terms-conditions",
    h1: "Terms and Conditions",
    sections: [
      "Agreement",
      "Use of Website",
      "Intellectual Property",
      "User Content",
      "Privacy",
      "Disclaimers",
      "Liability",
      "Indemnification",
      "Third-Party Links",
      "Termination",
      "Changes",
      "Governing Law",
      "Contact",
    ],
    texts: [
      `company number ${SITE.companyNumber}`,
      "a limited company registered in Durham, England",
      "the law of England and Wales",
    ],
  },
  {
    path: "/legal/accessibility-statement",
    h1: "Accessibility Statement",
    sections: [
      "Commitment",
      "Measures",
      "Conformance",
      "Features",
      "Compatibility",
      "Limitations",
      "Feedback",
      "Enforcement",
      "Technical Specifications",
    ],
    texts: [
      "WCAG) 2.1 Level AA",
      "resized up to 200%",
      "latest versions of Chrome, Firefox, Safari and Edge",
      "within 5 business days",
      "Equality Advisory and Support Service (EASS)",
    ],
    links: ["equalityadvisoryservice.com", "equalityhumanrights.com"],
  },
];

for (const doc of legal) {
  test(`legal ${doc.path}: the date its text changed and numbered sections in order`, async ({
    page,
  }) => {
    const main = await open(page, doc.path, doc.h1);
    await expect(main.getByText(/^Last updated: /)).toHaveText(
      `Last updated: ${lastChangedLong(doc.path)}`,
    );
    const headings = main.getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(doc.sections.length);
    const titles = await headings.allTextContents();
    doc.sections.forEach((name, index) => {
      expect(titles[index]).toMatch(
        new RegExp(`^${index + 1}\\. .*${name.replace(/[-]/g, "\\-")}`),
      );
    });
    for (const text of doc.texts)
      await expect(main.getByText(text, { exact: false }).first(), text).toBeVisible();
    for (const href of doc.links ?? []) {
      const link = main.locator(`a[href*="${href}"]`);
      await expect(link, href).toHaveCount(1);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(main.locator(`a[href="mailto:${SITE.email}"]`).first()).toBeVisible();
    await expectLogicalHeadings(main);
    await expectNoA11yViolations(page);
  });
}

test("legal pages open at the top, also when reached from the bottom of another page", async ({
  page,
}) => {
  await page.goto("/legal/terms-conditions");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto("/legal/cookie-policy");
  await page
    .locator("main")
    .getByRole("heading", { name: "7. Contact Us" })
    .scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// ---------------------------------------------------------------- pages around the public forms

test("contact: details around the enquiry form", async ({ page }) => {
  const main = await open(page, "/contact", "Contact Us");
  const details = main.locator("section", {
    has: page.getByRole("heading", { level: 2, name: "Get in touch" }),
  });
  for (const line of SITE.address) await expect(details.locator("address")).toContainText(line);
  await expect(details.locator(`a[href="mailto:${SITE.email}"]`)).toHaveText(SITE.email);
  await expect(details.locator(`a[href="${SITE.phoneHref}"]`)).toHaveText(SITE.phone);
  await expect(details.getByText("Monday-Friday 9:00-18:00 GMT", { exact: true })).toBeVisible();
  for (const [href, name] of [
    [SITE.social.linkedin, "LinkedIn (professional network)"],
    [SITE.social.whatsapp, "WhatsApp (messaging app)"],
  ] as const) {
    const link = details.locator(`a[href="${href}"]`);
    await expect(link).toContainText(name);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(details.getByText("We reply to every enquiry within 24 hours.")).toBeVisible();
  await expectBookingLinks(details);
  // The form the forms work renders sits in the page's slot.
  await expect(main.locator("section#enquiry form[method='post']")).toHaveCount(1);
  await expectLogicalHeadings(main);
  await expectNoA11yViolations(page);
});

test("dental-iq: every figure of the spec, benefits, dashboard preview and #register", async ({
  page,
}) => {
  const main = await open(
    page,
    "/dental-iq",
    "DentalIQ: find the revenue your practice is losing every month",
  );
  for (const figure of [
    "Early access limited to 10 UK practices",
    "Full launch",
    "£0",
    "no charge until launch",
    "£1,500+",
    "within 90 days",
    "refund",
    "£2,187",
    "£29,000+",
    "respond within 24 hours",
  ]) {
    await expect(main.getByText(figure, { exact: false }).first(), figure).toBeVisible();
  }
  await expect(main.getByRole("definition").filter({ hasText: "£2,187" })).toBeVisible();
  await expect(
    main.getByRole("term").filter({ hasText: "Average monthly loss per location" }),
  ).toBeVisible();
  await expect(
    main.getByRole("list", { name: "DentalIQ benefits" }).getByRole("heading", { level: 3 }),
  ).toHaveCount(6);
  const dashboard = main.getByRole("figure", {
    name: "Sample DentalIQ dashboard with illustrative data for a three-location practice.",
  });
  await expect(dashboard).toBeVisible();
  await expect(
    dashboard.getByRole("table", { name: "Recovered revenue by location this month" }),
  ).toBeVisible();
  await expect(dashboard.locator("img")).toHaveCount(0);
  const register = main.locator("section#register");
  await expect(
    register.getByRole("heading", { level: 2, name: "Claim your early-access place" }),
  ).toBeVisible();
  await expect(register.locator("form[method='post']")).toHaveCount(1);
  const links = main.locator('a[href="#register"]');
  expect(await links.count()).toBeGreaterThanOrEqual(4);
  await links.first().click();
  await expect(page).toHaveURL(/#register$/);
  await expect(register.getByRole("heading", { level: 2 }).first()).toBeInViewport();
  await expectLogicalHeadings(main);
  await expectNoA11yViolations(page);
});

test("dental-iq: a jump the visitor makes to #register is smooth unless reduced motion is requested; the page never animates to the fragment it opens at", async ({
  page,
}) => {
  await page.goto("/dental-iq");
  const behaviour = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  expect(await behaviour()).toBe("auto");
  await page.locator('a[href="#register"]').first().focus();
  expect(await behaviour()).toBe("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await behaviour()).toBe("auto");
});

test("content pages reflow at 320 CSS pixels without horizontal scrolling (WCAG 1.4.10)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const paths = [
    "/about",
    "/team",
    "/consulting",
    "/training",
    "/contact",
    "/dental-iq",
    ...sectors.map((s) => s.path),
    ...legal.map((l) => l.path),
  ];
  for (const path of paths) {
    await page.goto(path);
    const [scrollWidth, clientWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
