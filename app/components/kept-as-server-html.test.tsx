/**
 * keptAsServerHtml in a DOM: hydrating keeps the server's HTML without rendering the children; with no
 * server HTML (a client-side navigation) the children render; a router link inside still
 * navigates client-side, any other link is left to the browser.
 * @vitest-environment happy-dom
 */
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { keptAsServerHtml } from "./kept-as-server-html";
import { noBox } from "~/styles/utilities.css";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Part() {
  renders += 1;
  return (
    <section>
      <h2>Sectors</h2>
      <Link to="/sectors/dental">Dental</Link>
      <a href="/enterprise">Enterprise (a server redirect)</a>
    </section>
  );
}

function Where() {
  return <output id="where">{useLocation().pathname}</output>;
}

const KeptPart = keptAsServerHtml("part", () => Promise.resolve(Part));

const page = (
  <MemoryRouter initialEntries={["/"]}>
    <KeptPart />
    <Where />
  </MemoryRouter>
);

/** What the server sends for the page: the part rendered in full, in its wrapper. */
const serverPage = (
  <MemoryRouter initialEntries={["/"]}>
    <div id="part" className={noBox}>
      <Part />
    </div>
    <Where />
  </MemoryRouter>
);

function hydrated() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(serverPage);
  const serverHtml = container.innerHTML;
  document.body.append(container);
  renders = 0;
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverHtml, errors };
}

function click(element: Element) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("ServerHtml", () => {
  it("hydrates the server's HTML as it is, without loading or rendering the part", () => {
    const { container, serverHtml, errors } = hydrated();
    expect(errors).toEqual([]);
    expect(renders).toBe(0);
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector("#part h2")?.textContent).toBe("Sectors");
  });

  it("loads and renders the part when the page has no server HTML (a client-side navigation)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    renders = 0;
    await act(async () => createRoot(container).render(page));
    expect(renders).toBe(1);
    expect(container.querySelector("#part h2")?.textContent).toBe("Sectors");
  });

  it("a router link inside navigates client-side; any other link is left to the browser", () => {
    const { container } = hydrated();
    const plain = click(container.querySelector('a[href="/enterprise"]')!);
    expect(plain.defaultPrevented).toBe(false);
    expect(container.querySelector("#where")?.textContent).toBe("/");

    const routed = click(container.querySelector('a[href="/sectors/dental"]')!);
    expect(routed.defaultPrevented).toBe(true);
    expect(container.querySelector("#where")?.textContent).toBe("/sectors/dental");
  });
});
