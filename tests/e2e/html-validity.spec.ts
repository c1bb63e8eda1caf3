/**
 * Valid HTML: the W3C Nu HTML Checker (npm vnu-jar, run on Java) over every public
 * page, the 404, the error state of each public form with JavaScript on and off, and every CRM
 * screen signed in. Pages are collected first, then checked in ONE run of the checker (a JVM
 * start costs seconds; checking is fast).
 *
 * What is checked is what a browser parses: the server's HTML (response body) wherever no
 * script changes the page, and the DOM after the state is reached (page.content()) where
 * JavaScript renders it (the forms' client-side errors, the hydrated home page and dashboard).
 * It runs in the js project only: the no-JavaScript states are reached in a context of its own.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PUBLIC_ROUTES } from "../../app/utils/public-routes";
import { type Page, expect, test } from "./helpers/fixtures";
import { signIn } from "./helpers/crm";
import { ARCHIVED_ISSUE, STAFF_EMAIL } from "./constants";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const java = process.env.JAVA ?? "java";

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The pages and states to check, saved as files; `label` says where each came from. */
class Collection {
  readonly files = new Map<string, string>();
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }
  add(label: string, html: string) {
    expect(html, label).toMatch(/^<!DOCTYPE html>/i);
    const name = `${String(this.files.size).padStart(3, "0")}-${label.replace(/[^a-z0-9]+/gi, "-").slice(0, 80)}.html`;
    const file = path.join(this.dir, name);
    fs.writeFileSync(file, html);
    this.files.set(file, label);
  }
}

/** The server's HTML for a GET, after checking its status. */
async function served(page: Page, url: string, status = 200): Promise<string> {
  const response = await page.request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(status);
  expect(response.headers()["content-type"], url).toContain("text/html");
  return response.text();
}

/** Invalid input for each public form: where it is, its button, and what to type. */
const FORMS = [
  {
    name: "contact",
    path: "/contact",
    button: "Send Message",
    fill: { Email: "not-an-email", Message: "Too short" },
  },
  {
    name: "newsletter",
    path: "/newsletter",
    button: "Get Monthly Insights",
    fill: { "Full name": "J", "Email address": "nope.example.com" },
  },
  {
    name: "dental-iq",
    path: "/dental-iq#register",
    button: "Submit Application",
    fill: { "Full name": "Priya Shah" },
  },
] as const;

const formOn = (page: Page) =>
  page.locator("form#contact-form, form#newsletter-form, form#dental-iq-form");

async function fillInvalid(page: Page, form: (typeof FORMS)[number]) {
  for (const [label, value] of Object.entries(form.fill))
    await formOn(page).getByLabel(label, { exact: true }).fill(value);
}

/** The CRM list endpoint's rows whose email is `email` (the answer's first array). */
async function rowIds(page: Page, api: string, email: string): Promise<number[]> {
  const response = await page.request.get(api);
  expect(response.status(), api).toBe(200);
  const body = await response.json();
  const rows = (Array.isArray(body) ? body : Object.values(body).find(Array.isArray)) as {
    id: number;
    email?: string;
  }[];
  return rows.filter((row) => row.email === email).map((row) => row.id);
}

/** The checker's errors, or its failure to run (no Java, a broken jar) as a thrown error. */
function runVnu(files: string[]): VnuMessage[] {
  // The quick JIT tier alone and the serial collector halve the run (4.5 -> 2.2 s for 60 pages
  // on 2 cores): a short job gains nothing from the optimising compiler. Its frames are larger,
  // so the thread stack is raised (the schema walk overflows the default).
  const jvm = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];
  const args = [...jvm, "-jar", vnuJar, "--format", "json", "--errors-only", ...files];
  const result = spawnSync(java, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error)
    throw new Error(
      `could not run ${java} (${result.error.message}); npm test installs default-jre-headless`,
    );
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`vnu exited ${result.status} without a report:\n${result.stderr}`);
  }
  // With --errors-only every message is an error, or a file it could not read ("non-document-error").
  return report.messages.filter((m) => m.type !== "info");
}

test(
  "every page and form state is valid HTML (Nu HTML Checker)",
  { tag: "@js-only" },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const pages = new Collection(test.info().outputPath("html"));
    const email = `vnu-${Date.now().toString(36)}@example.com`;

    await test.step("public pages and the 404 (server HTML)", async () => {
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]).pathname,
      );
      // The sitemap is generated from the same list plus the blog posts; it must hold them all.
      expect(listed).toEqual(expect.arrayContaining([...PUBLIC_ROUTES]));
      expect(listed.filter((p) => p.startsWith("/blog/")).length).toBeGreaterThan(0);
      // Archive issues come and go while other tests run (a toggle, a retry): the seeded one
      // that stays is checked, found on the archive page.
      const issueLink = /^\/newsletter\/archive\/\d+$/;
      for (const url of listed.filter((p) => !issueLink.test(p)))
        pages.add(url, await served(page, url));
      await page.goto("/newsletter/archive");
      const issue = await page
        .getByRole("link", { name: ARCHIVED_ISSUE.subject, exact: true })
        .getAttribute("href");
      expect(issue).toMatch(issueLink);
      pages.add("archive issue", await served(page, issue!));
      pages.add("404 archive issue", await served(page, "/newsletter/archive/999999", 404));
      pages.add("/newsletter", await served(page, "/newsletter"));
      pages.add("unsubscribe, no token", await served(page, "/newsletter/unsubscribe", 400));
      pages.add(
        "unsubscribe, wrong token",
        await served(page, "/newsletter/unsubscribe?token=x", 404),
      );
      pages.add("404", await served(page, "/no-such-page", 404));
      pages.add("404 blog post", await served(page, "/blog/no-such-post", 404));
      pages.add("404 sector", await served(page, "/sectors/no-such-sector", 404));
    });

    await test.step("hydrated home page (the testimonial carousel)", async () => {
      await page.goto("/");
      await expect(page.locator('[aria-roledescription="slide"]').first()).toBeAttached();
      pages.add("/ with JavaScript", await page.content());
    });

    await test.step("form error states with JavaScript (the DOM)", async () => {
      for (const form of FORMS) {
        await page.goto(form.path);
        await fillInvalid(page, form);
        await page.getByRole("button", { name: form.button }).click();
        await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
        await expect(formOn(page).locator('[aria-invalid="true"]').first()).toBeVisible();
        pages.add(`${form.name} errors, JavaScript`, await page.content());
      }
    });

    await test.step("form error states without JavaScript (the server's answer)", async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      try {
        const noJs = await context.newPage();
        for (const form of FORMS) {
          await noJs.goto(form.path);
          await fillInvalid(noJs, form);
          const answer = noJs.waitForResponse((r) => r.request().method() === "POST");
          await noJs.getByRole("button", { name: form.button }).click();
          const response = await answer;
          expect(response.status(), form.name).toBe(400);
          const html = await response.text();
          expect(html, form.name).toContain("There is a problem");
          pages.add(`${form.name} errors, no JavaScript`, html);
        }
      } finally {
        await context.close();
      }
    });

    await test.step("CRM sign-in page", async () => {
      const context = await browser.newContext({ baseURL });
      try {
        const response = await context.request.get("/crm");
        expect(response.status()).toBe(200);
        pages.add("/crm signed out", await response.text());
      } finally {
        await context.close();
      }
    });

    await test.step("every CRM screen, signed in (server HTML)", async () => {
      await signIn(page);
      pages.add("/crm with JavaScript", await page.content());

      // One record of every kind, so the record, person and confirmation pages have content.
      const lead = await page.request.post("/api/crm/leads", {
        data: { firstName: "Vera", lastName: "Nu", email, company: "Checker Ltd" },
      });
      expect(lead.status()).toBe(201);
      const leadId = (await lead.json()).lead.id as number;
      const activity = await page.request.post("/api/crm/activities", {
        data: { leadId, type: "call", subject: "First call" },
      });
      expect(activity.status()).toBe(201);
      const activityId = (await activity.json()).activity.id as number;
      const posts: [string, object][] = [
        [
          "/api/contacts",
          {
            firstName: "Vera",
            lastName: "Nu",
            email,
            company: "Checker Ltd",
            message: "Please call me about our data.",
            source: "website",
            sector: "general",
            newsletter: false,
          },
        ],
        [
          "/api/dental-iq",
          {
            fullName: "Vera Nu",
            practiceName: "Checker Dental",
            jobTitle: "Owner",
            email,
            location: "Durham",
            pms: "soe",
            locations: "1",
            challenge: "Cancellations",
            discoveryCall: "maybe",
            marketingOptIn: false,
          },
        ],
        ["/api/newsletter", { fullName: "Vera Nu", email }],
      ];
      for (const [url, data] of posts)
        expect((await page.request.post(url, { data })).status(), url).toBe(201);
      const [contactId] = await rowIds(page, `/api/crm/contacts?q=${email}`, email);
      const [dentalId] = await rowIds(page, `/api/crm/dental-registrations?q=${email}`, email);
      const [newsletterId] = await rowIds(page, `/api/crm/newsletters?q=${email}`, email);
      expect([contactId, dentalId, newsletterId]).not.toContain(undefined);

      const person = encodeURIComponent(email);
      const screens = [
        "/crm",
        "/crm?tab=contacts",
        "/crm?tab=dental",
        "/crm?tab=newsletters",
        "/crm?tab=activities",
        `/crm?q=${person}`,
        `/crm?lead=${leadId}`,
        "/crm/leads/new",
        `/crm/leads/${leadId}`,
        "/crm/activities/new",
        `/crm/activities/new?leadId=${leadId}`,
        `/crm/leads/${leadId}/follow-ups/new`,
        `/crm/leads/${leadId}/reply`,
        "/crm/saved-replies",
        `/crm/leads/${leadId}?merge=1`,
        "/crm/people",
        `/crm/people?email=${person}`,
        `/crm/people/erase?email=${person}`,
        `/crm/people/report?email=${person}`,
        `/crm/leads/${leadId}/delete`,
        `/crm/contacts/${contactId}/delete`,
        `/crm/dental-registrations/${dentalId}/delete`,
        `/crm/newsletters/${newsletterId}/delete`,
        `/crm/activities/${activityId}/delete`,
        "/crm/pipeline",
        "/crm/reports",
        `/crm/leads/${leadId}/deal`,
        `/crm/leads/${leadId}/move?status=closed-lost`,
        "/crm/sessions",
        "/crm/sign-ins",
        "/crm/sign-ins?everyone=1",
        "/crm/staff",
        "/crm/mail",
        "/crm/mail?state=failed",
        "/crm/mail/templates/newsletter-welcome",
        "/crm/posts",
        "/crm/posts/new",
        "/crm/posts/1",
        "/crm/posts/1/revisions/1",
        "/crm/images",
        "/crm/campaigns/new",
      ];
      for (const url of screens) {
        const html = await served(page, url);
        expect(html, `${url} signed in`).toContain(STAFF_EMAIL);
        pages.add(url, html);
      }
      pages.add("/crm 404", await served(page, "/crm/leads/999999", 404));
    });

    const started = Date.now();
    const errors = runVnu([...pages.files.keys()]);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Nu HTML Checker: ${pages.files.size} documents, ${errors.length} errors, ${seconds} s`,
    );
    const report = errors.map((error) => {
      const file = decodeURIComponent(new URL(error.url).pathname);
      const where = pages.files.get(file) ?? file;
      const extract = (error.extract ?? "").replace(/\s+/g, " ");
      return `${where}, line ${error.lastLine ?? "?"}: ${error.message}\n    ${extract}`;
    });
    expect(errors.length, `Nu HTML Checker errors:\n${report.join("\n")}\n`).toBe(0);
  },
);
