import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Page, expect, test } from "./helpers/fixtures";

// Every public page, plus an article and the newsletter page, as listed by the app's sitemap
// source (the seo test checks that list against SPEC.md).
import { PUBLIC_ROUTES } from "../../app/utils/public-routes";

const PAGES = [
  ...PUBLIC_ROUTES,
  "/newsletter",
  "/blog/data-strategy-for-multi-location-businesses",
];
const WIDTHS = [320, 390, 768, 1366];

/**
 * Elements that stick out of their container: each laid-out element whose box leaves its
 * parent's box, unless the parent clips or scrolls on purpose (a carousel track, a table
 * wrapper). Also the page's own sideways scroll.
 */
async function overflowReport(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls =
        typeof el.className === "string" && el.className ? `.${el.className.split(" ")[0]}` : "";
      const text = (el.textContent ?? "").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      // A wrapper with `display: contents` has no box: its children sit in its parent's.
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === "contents")
        parent = parent.parentElement;
      if (!parent || (el instanceof SVGElement && el.tagName.toLowerCase() !== "svg")) continue;
      // Not drawn (display: none, a closed <details>' content): nothing to see, nothing to overflow.
      if (!el.checkVisibility()) continue;
      const style = getComputedStyle(el);
      if (style.position === "fixed" || style.position === "absolute") continue;
      if (getComputedStyle(parent).overflowX !== "visible") continue;
      const box = el.getBoundingClientRect();
      const outer = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > outer.right + 1 || box.left < outer.left - 1) {
        offenders.push(
          `${describe(el)} [${Math.round(box.left)}–${Math.round(box.right)}] in ${describe(parent)} [${Math.round(outer.left)}–${Math.round(outer.right)}]`,
        );
      }
    }
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders };
  });
}

for (const path of PAGES) {
  test(`layout ${path}: no sideways scroll and nothing wider than its container at ${WIDTHS.join(", ")} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const report = await overflowReport(page);
      problems.push(...report.offenders.map((offender) => `${width} px: ${offender}`));
      if (report.scrollWidth > report.clientWidth)
        problems.push(`${width} px: the page scrolls sideways (${report.scrollWidth} px)`);
    }
    expect(problems).toEqual([]);
  });
}

// The brand font is preloaded with font-display: optional and images carry width and height,
// so nothing moves once drawn (Lighthouse's CLS of 0).
for (const path of ["/", "/sectors/health", "/blog/data-strategy-for-multi-location-businesses"]) {
  for (const width of [390, 1366]) {
    test(`layout ${path} at ${width} px: nothing shifts while the page and its font load @js-only`, async ({
      page,
      request,
    }) => {
      await request.get(path); // in the page cache, so it paints before its scripts run
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.headers()["x-page-cache"]).toBe("HIT");
      const shift = await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => setTimeout(resolve, 500));
        return new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            ),
          ).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 300);
        });
      });
      expect(shift).toBe(0);
      expect(await page.evaluate(() => document.fonts.check('16px "Manrope Variable"'))).toBe(true);
    });
  }
}

/**
 * Serves the app through a loopback proxy that sends a page's HTML in three parts with a pause
 * after each (half the navigation, then half the home page's opening section), as a slow
 * connection or a busy phone delivers and parses it. Everything else is passed through.
 */
async function slowHtmlProxy(target: string) {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? "/", target), {
      headers: { accept: req.headers.accept ?? "*/*" },
    });
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    if (!type.startsWith("text/html")) {
      res.writeHead(upstream.status, { "content-type": type });
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cuts = [html.indexOf(">Consulting<"), html.indexOf("</h1>")].filter((i) => i > 0);
    res.writeHead(upstream.status, { "content-type": type });
    let from = 0;
    for (const cut of cuts) {
      res.write(html.slice(from, cut));
      from = cut;
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    res.end(html.slice(from));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

test("layout /: a page that arrives in parts is first drawn whole, so nothing moves as the rest comes @js-only", async ({
  page,
  baseURL,
}) => {
  const proxy = await slowHtmlProxy(baseURL!);
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${proxy.url}/`, { waitUntil: "load" });
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((entry) => {
                const { value, sources } = entry as unknown as {
                  value: number;
                  sources: { node?: Node }[];
                };
                return `${value.toFixed(4)}: ${sources.map((s) => s.node?.nodeName).join(", ")}`;
              }),
            ),
          ).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve([]), 300);
        }),
    );
    expect(shifts).toEqual([]);
  } finally {
    proxy.close();
  }
});
