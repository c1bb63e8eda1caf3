/**
 * The page-view beacon's script, run as the browser runs it: one request for the page (its path,
 * its campaign tags and the referring site's host, nothing else of the address), one more after
 * each client-side navigation to another path, none for the CRM; nothing stored in the browser.
 * Without script, an image in <noscript> asks for the same address.
 * @vitest-environment happy-dom
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VISIT_PATH } from "~/utils/visit-view";
import { VISIT_BEACON_SCRIPT, visitBeaconHtml } from "./visit-beacon.server";

let requested: URL[];
let navigation: EventTarget;

beforeEach(() => {
  requested = [];
  // A fresh one per test: each load adds its own listener.
  navigation = new EventTarget();
  vi.stubGlobal("fetch", (input: string, init: RequestInit) => {
    expect(init).toEqual({ keepalive: true, credentials: "omit" });
    requested.push(new URL(input, location.href));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal("navigation", navigation);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function load(url: string, referrer = "") {
  history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  new Function(VISIT_BEACON_SCRIPT)();
}
const sent = () => requested.map((url) => `${url.pathname}${url.search}`);

describe("the visit beacon", () => {
  it("asks once for the page, with its path, campaign tags and the referring host only", () => {
    load(
      "/dental-iq?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027&token=secret&gclid=x",
      "https://www.linkedin.com/feed/update/123?trk=abc",
    );
    expect(requested).toHaveLength(1);
    const [url] = requested;
    expect(url.pathname).toBe(VISIT_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      p: "/dental-iq?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027",
      r: "www.linkedin.com",
    });
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("sends no referrer for a page reached from this site or typed in", () => {
    load("/about", `${location.origin}/`);
    load("/team");
    expect(sent()).toEqual([`${VISIT_PATH}?p=%2Fabout`, `${VISIT_PATH}?p=%2Fteam`]);
  });

  it("counts each client-side navigation to another path, not a change of hash or query", () => {
    load("/");
    history.pushState(null, "", "/about");
    navigation.dispatchEvent(new Event("currententrychange"));
    history.pushState(null, "", "/about#team");
    navigation.dispatchEvent(new Event("currententrychange"));
    history.pushState(null, "", "/crm/leads");
    navigation.dispatchEvent(new Event("currententrychange"));
    history.pushState(null, "", "/contact");
    navigation.dispatchEvent(new Event("currententrychange"));
    expect(requested.map((url) => url.searchParams.get("p"))).toEqual(["/", "/about", "/contact"]);
    expect(requested.every((url) => !url.searchParams.has("r"))).toBe(true);
  });

  it("is sent with the page's nonce, and an image for browsers without script", () => {
    const html = visitBeaconHtml("n0nce");
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toMatch(
      new RegExp(
        `<noscript><img src="${VISIT_PATH}" alt="" width="1" height="1" hidden></noscript>$`,
      ),
    );
  });
});
