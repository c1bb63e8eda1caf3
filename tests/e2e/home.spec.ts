import fs from "node:fs";
import { type Page, expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";

const homepage = JSON.parse(fs.readFileSync("content/homepage.json", "utf8"));
const partners: { name: string; url: string; logo: string }[] = JSON.parse(
  fs.readFileSync("content/partners.json", "utf8"),
);
const caseStudies: { title: string; challenge: string }[] = JSON.parse(
  fs.readFileSync("content/case-studies.json", "utf8"),
);
const testimonials: { quote: string; author: string; tags: string[] }[] =
  homepage.testimonials.items;

const isNoJs = () => test.info().project.name === "nojs";

async function carousel(page: Page) {
  const root = page.getByTestId("testimonial-carousel");
  await expect(root).toHaveAttribute("data-enhanced", ""); // hydrated
  return root;
}

const visibleSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:visible');

test.describe("home page", () => {
  test("hero, partners, sectors, stats, enterprise, 30-day plan and calls to action", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const main = page.locator("main#main-content");

    await expect(main.getByText("Your Data Strategy & Intelligence Partner")).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      main.getByText("Intelligent Systems | Beyond Spreadsheets | For Multi-Location Businesses"),
    ).toBeVisible();
    await expect(
      main.getByText("Based in Durham, delivering data-driven growth strategies across the UK"),
    ).toBeVisible();
    const book = main.getByRole("link", { name: /Book Your FREE Call/ });
    await expect(book).toHaveAttribute("href", /^https:\/\//);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener noreferrer");

    // Trusted Partners: eight external links, each logo with its name as alt text and a size.
    await expect(main.getByRole("heading", { name: "Trusted Partners" })).toBeVisible();
    const partnerLinks = page.getByTestId("partner-logos").getByRole("link");
    await expect(partnerLinks).toHaveCount(8);
    for (const [i, partner] of partners.entries()) {
      const link = partnerLinks.nth(i);
      await expect(link).toHaveAttribute("href", partner.url);
      expect(partner.url).toMatch(/^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const img = link.locator("img");
      await expect(img).toHaveAttribute("alt", partner.name);
      await expect(img).toHaveAttribute("width", "160");
      await expect(img).toHaveAttribute("height", "48");
    }

    for (const href of [
      "/sectors/health",
      "/sectors/hospitality",
      "/sectors/pets",
      "/sectors/finance",
    ]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(main.getByRole("link", { name: "Health & Wellness" })).toHaveAttribute(
      "href",
      "/sectors/health",
    );

    const stats = page.getByTestId("stats");
    for (const [value, label] of [
      ["20+", "Years Experience"],
      ["4", "Sectors"],
      ["90", "Days to Results"],
      ["100%", "Data Secure"],
    ]) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }

    for (const text of [
      "4-6 weeks",
      "Strategy Assessment",
      "8-12 weeks",
      "Architecture Design",
      "6-18 months",
      "Phased Implementation",
      "Continuous Optimisation",
    ]) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(main.locator('a[href="/consulting#enterprise-strategy"]')).toBeVisible();

    for (const [week, phase] of [
      ["Week 1", "Discovery"],
      ["Week 2", "Integration"],
      ["Week 3", "Optimisation"],
      ["Week 4", "Results"],
    ]) {
      const item = main.locator("li").filter({ hasText: week });
      await expect(item.getByRole("heading", { name: phase, exact: true })).toBeVisible();
    }
    await expect(
      main.getByRole("link", { name: "Start Your 30-Day Transformation" }),
    ).toHaveAttribute("href", "/contact");

    // Call-to-action block (consultation content): subject encoded, guide download.
    const cta = main.locator('[data-cta="consultation"]');
    await expect(
      cta.getByRole("heading", { name: homepage.ctaSections.consultation.title }),
    ).toBeVisible();
    // "FREE Discovery Call" is the booking page, as in the header; the form has its own words.
    await expect(cta.getByRole("link", { name: /^FREE Discovery Call/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(
      cta.getByRole("link", { name: "Prefer to write? Send us a message" }),
    ).toHaveAttribute(
      "href",
      "/contact?subject=FREE%20Discovery%20Call%20-%20Consultation%20Request",
    );
    await expect(
      cta.getByRole("link", { name: homepage.ctaSections.consultation.cta.secondary }),
    ).toHaveAttribute("href", /\/guides\/consultation/);

    await expectNoA11yViolations(page);
  });

  test("five dental case studies expand with the native disclosure", async ({ page }) => {
    await page.goto("/");
    const studies = page.getByTestId("case-study");
    await expect(studies).toHaveCount(5);
    for (const [i, study] of caseStudies.entries()) {
      const details = studies.nth(i);
      const body = details.getByText(study.challenge);
      await expect(body).toBeHidden();
      await details.locator("summary").filter({ hasText: study.title }).click();
      await expect(body).toBeVisible();
    }
  });

  test("latest posts: up to three links to /blog/{slug}, or the Coming Soon state", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const posts = (await (await request.get("/api/blog")).json().catch(() => [])) as {
      slug: string;
    }[];
    const section = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Latest Insights" }) });
    if (Array.isArray(posts) && posts.length > 0) {
      const links = section.locator('a[href^="/blog/"]');
      await expect(links).toHaveCount(Math.min(3, posts.length));
      for (const [i, post] of posts.slice(0, 3).entries())
        await expect(links.nth(i)).toHaveAttribute("href", `/blog/${post.slug}`);
    } else {
      await expect(section.getByText("Coming Soon")).toBeVisible();
    }
  });

  test("testimonials: all readable without JavaScript, five stars each", async ({ page }) => {
    await page.goto("/");
    const root = page.getByTestId("testimonial-carousel");
    await expect(root.getByRole("heading", { name: homepage.testimonials.title })).toBeVisible();
    const slides = root.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(testimonials.length);
    // every slide has its stars (with JavaScript the hidden slides are out of the accessibility tree)
    await expect(root.locator('[role="img"][aria-label="Rated 5 out of 5"]')).toHaveCount(
      testimonials.length,
    );
    if (isNoJs()) {
      for (const item of testimonials)
        await expect(root.getByText(item.author, { exact: true })).toBeAttached();
      await expect(root.getByRole("button")).toHaveCount(0);
      // the strip scrolls sideways: the last one is reachable
      await root.getByText(testimonials.at(-1)!.author, { exact: true }).scrollIntoViewIfNeeded();
      await expect(root.getByText(testimonials.at(-1)!.author, { exact: true })).toBeVisible();
    }
  });

  test("testimonial carousel: next/previous wrap, dots jump, the tag filter restricts and resets", async ({
    page,
  }) => {
    await page.goto("/");
    if (isNoJs()) {
      // No controls without JavaScript: every testimonial sits in a strip that scrolls sideways.
      const strip = page.getByRole("region", { name: /scroll sideways to read all/ });
      await expect(strip).toHaveAttribute("tabindex", "0");
      await expect(strip.locator('[aria-roledescription="slide"]')).toHaveCount(
        testimonials.length,
      );
      await expect(
        page.getByText(`Scroll sideways to read all ${testimonials.length} testimonials.`),
      ).toBeVisible();
      return;
    }
    // no slide transition, so exactly one slide is visible after each step
    await page.emulateMedia({ reducedMotion: "reduce" });
    const root = await carousel(page);
    const count = testimonials.length;
    await expect(visibleSlide(page)).toHaveCount(1);
    await expect(visibleSlide(page)).toContainText(testimonials[0].author);
    await expect(root.locator("[aria-live=polite]")).toHaveCount(1);

    await root.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(visibleSlide(page)).toContainText(testimonials[count - 1].author);
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", `${count} of ${count}`);
    await root.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visibleSlide(page)).toContainText(testimonials[0].author);
    await root.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visibleSlide(page)).toContainText(testimonials[1].author);

    const dots = root.getByRole("button", { name: /^Show testimonial/ });
    await expect(dots).toHaveCount(count);
    await dots.nth(3).click();
    await expect(visibleSlide(page)).toContainText(testimonials[3].author);
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
    await expect(root.locator('[aria-current="true"]')).toHaveCount(1);

    // Tag filter: Finance has one testimonial, so no arrows or dots; Dental has several.
    const finance = testimonials.filter((t) => t.tags.includes("finance"));
    await root.getByRole("button", { name: "Finance", exact: true }).click();
    await expect(root.getByRole("button", { name: "Finance", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(root.locator('[aria-roledescription="slide"]')).toHaveCount(finance.length);
    await expect(visibleSlide(page)).toContainText(finance[0].author);
    if (finance.length === 1) {
      await expect(root.getByRole("button", { name: "Next testimonial" })).toHaveCount(0);
      await expect(dots).toHaveCount(0);
    }

    const dental = testimonials.filter((t) => t.tags.includes("dental"));
    await root.getByRole("button", { name: "All", exact: true }).click();
    await root.getByRole("button", { name: "Next testimonial" }).click();
    await root.getByRole("button", { name: "Dental", exact: true }).click();
    await expect(root.locator('[aria-roledescription="slide"]')).toHaveCount(dental.length);
    await expect(visibleSlide(page)).toContainText(dental[0].author); // reset to the first
    await expect(dots).toHaveCount(dental.length);
    await root.getByRole("button", { name: "Next testimonial" }).click();
    await expect(visibleSlide(page)).toContainText(dental[1].author);

    await root.getByRole("button", { name: "All", exact: true }).click();
    await expect(root.locator('[aria-roledescription="slide"]')).toHaveCount(count);
    await expect(visibleSlide(page)).toContainText(testimonials[0].author);

    // keyboard: the buttons are reachable and work with Enter
    await root.getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("Enter");
    await expect(visibleSlide(page)).toContainText(testimonials[1].author);
  });

  test("the carousel's controls come with the page's island, without scrolling to them @js-only", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto("/");
    // No framework JavaScript (decision 089): neither React's chunks for them nor React itself.
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/carousel-enhancement-[\w-]+\.js/);
    expect(html).not.toMatch(/cta-block-[\w-]+\.js/);
    await carousel(page);
    await expect(
      page.getByTestId("testimonial-carousel").getByRole("button", { name: "Next testimonial" }),
    ).toBeVisible();
    expect(scripts.filter((path) => !/^\/assets\/island-/.test(path))).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a partner logo that fails to load is hidden without moving the others", async ({
    page,
  }) => {
    const broken = partners[0];
    await page.route(`**${broken.logo}`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    const img = page.getByTestId("partner-logos").locator(`img[src="${broken.logo}"]`);
    if (isNoJs()) {
      // Without JavaScript the broken image keeps its fixed box, so nothing moves either.
      await expect(img).toHaveAttribute("width", "160");
      await expect(img).toHaveAttribute("height", "48");
      return;
    }
    await carousel(page); // hydrated
    await expect(img).toHaveAttribute("data-failed", "true");
    await expect(img).toBeHidden();
    const box = await page.getByTestId("partner-logos").getByRole("link").first().boundingBox();
    expect(box?.width).toBeCloseTo(160, 1);
    await expect(
      page.getByTestId("partner-logos").getByRole("link", { name: new RegExp(broken.name) }),
    ).toHaveCount(1);
  });

  test("partner logos stop scrolling for prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const track = page.getByTestId("partner-logos").locator("..");
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe("none");
  });
});

test("home: no layout shift from late content (logos and carousel keep their space)", async ({
  page,
  request,
}) => {
  if (isNoJs()) {
    // Without JavaScript nothing is swapped in: the space is reserved by CSS and image sizes.
    await page.goto("/");
    const track = page.getByTestId("testimonial-carousel").locator('[role="region"]');
    expect(
      await track.evaluate((el) => Number.parseFloat(getComputedStyle(el).minHeight)),
    ).toBeGreaterThan(300);
    await expect(page.getByTestId("partner-logos").locator("img:not([width='160'])")).toHaveCount(
      0,
    );
    return;
  }
  await request.get("/"); // in the page cache, so it paints before its scripts run
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await carousel(page); // hydrated
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(cls, `CLS at ${viewport.width}px`).toBeLessThan(0.05);
  }
});

test("GET /content/homepage.json answers the testimonials and both CTA sections @http", async ({
  request,
}) => {
  const response = await request.get("/content/homepage.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/application\/json/);
  const body = await response.json();
  expect(body.testimonials.title).toBe(homepage.testimonials.title);
  expect(body.testimonials.items.length).toBeGreaterThanOrEqual(6);
  for (const key of ["consultation", "build"]) {
    expect(body.ctaSections[key]).toMatchObject({
      title: expect.any(String),
      cta: { primary: expect.any(String), secondary: expect.any(String) },
    });
  }
});

test("sections below the first screen are laid out only when they come near it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const posts = page.getByRole("region", { name: "Latest Insights" });
  // The section's content, not the section's own box, is what the browser skips.
  const laidOut = () =>
    posts
      .getByRole("heading", { level: 2 })
      .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  // Far below the hero: skipped by the first layout, yet in the document for every reader.
  expect(await laidOut()).toBe(false);
  await expect(posts.getByRole("heading", { level: 2 })).toHaveText("Latest Insights");
  await posts.scrollIntoViewIfNeeded();
  await expect.poll(laidOut).toBe(true);
});

test("reached by a client-side navigation from a page that runs React, the home page renders its sections and React's carousel @js-only", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" }); // one slide visible after each step
  await page.goto("/contact");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Home", exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
  const sectors = page.getByRole("region", { name: "Sector Expertise Where It Matters" });
  await expect(sectors.getByRole("heading", { level: 2 })).toHaveText(
    "Sector Expertise Where It Matters",
  );
  await carousel(page); // React's controls, loaded on demand
  await page
    .getByTestId("testimonial-carousel")
    .getByRole("button", { name: "Next testimonial" })
    .click();
  await expect(visibleSlide(page)).toContainText(testimonials[1].author);
  await page.getByRole("region", { name: "Latest Insights" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\/.+/);
  expect(documents).toEqual([]);
});
