/**
 * The accessibility check itself: a page is streamed, so its heading is visible before the rest
 * has arrived. A check of that moment judged a half-parsed page (a link whose text had not come
 * yet) and failed a correct screen; the check waits for the whole document.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./helpers/fixtures";
import { expectNoA11yViolations } from "./helpers/axe";

const HEAD =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Leads</title></head>' +
  '<body><main><h1>Leads</h1><p><a href="#ada"><span>';
const TAIL = "Ada Lovelace</span></a></p></main></body></html>";

test("a page still arriving is checked once it has all arrived", async ({ page }) => {
  // Loopback only: the page is sent in two parts, the second a second and a half later.
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    // Padding past the parser's first read, so the first part is parsed and shown on its own.
    res.write(HEAD.replace("<body>", `<body><!--${" ".repeat(4096)}-->`));
    setTimeout(() => res.end(TAIL), 1_500);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expectNoA11yViolations(page);
    await expect(page.getByRole("link", { name: "Ada Lovelace" })).toBeVisible();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
