/**
 * useHydrated and HydrationMark in a DOM: server HTML hydrates without a mismatch, the switch to
 * true comes in a task after hydration, and what renders later (a new page part, a form that
 * hydrates late) gets the right value at once.
 * @vitest-environment happy-dom
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type HydratedModule = typeof import("./use-hydrated");

/** A fresh copy of the module: the hydrated bit belongs to one page load. */
async function freshModule(): Promise<HydratedModule> {
  vi.resetModules();
  return import("./use-hydrated");
}

function probe({ useHydrated }: HydratedModule) {
  return function Probe({ id }: { id: string }) {
    return <output id={id}>{useHydrated() ? "enhanced" : "plain"}</output>;
  };
}

/** Server HTML in a container, then hydrated; returns the recoverable errors React reported. */
function hydrate(element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

const text = (id: string) => document.getElementById(id)?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.removeAttribute("data-hydrated");
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("useHydrated", () => {
  it("is false on the server", async () => {
    const module = await freshModule();
    const Probe = probe(module);
    expect(renderToString(<Probe id="a" />)).toContain("plain");
  });

  it("hydrates the server's HTML as it is, then switches in a task of its own and marks <html>", async () => {
    const module = await freshModule();
    const Probe = probe(module);
    const errors = hydrate(
      <>
        <Probe id="a" />
        <module.HydrationMark />
      </>,
    );
    expect(errors).toEqual([]);
    // Hydration and its effects are done; the switch waits for the next task.
    expect(text("a")).toBe("plain");
    expect(document.documentElement.hasAttribute(module.HYDRATED_ATTRIBUTE)).toBe(false);

    act(() => vi.runAllTimers());
    expect(text("a")).toBe("enhanced");
    expect(document.documentElement.hasAttribute(module.HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it("after the page has hydrated, a part rendered from scratch is enhanced from its first render, and one hydrated late renders the server's HTML first", async () => {
    const module = await freshModule();
    const Probe = probe(module);
    hydrate(<module.HydrationMark />);
    act(() => vi.runAllTimers());

    // Rendered from scratch (a client-side navigation): true in the very first render.
    const { createRoot } = await import("react-dom/client");
    const fresh = document.createElement("div");
    document.body.append(fresh);
    const firstRenders: string[] = [];
    function Recorder() {
      firstRenders.push(module.useHydrated() ? "enhanced" : "plain");
      return null;
    }
    act(() => createRoot(fresh).render(<Recorder />));
    expect(firstRenders[0]).toBe("enhanced");

    // Hydrated late (a deferred form whose code arrives after the page hydrated): no mismatch.
    const html = renderToString(<Probe id="late" />);
    expect(html).toContain("plain");
    const errors = hydrate(<Probe id="late" />);
    expect(errors).toEqual([]);
    expect(text("late")).toBe("enhanced");
  });

  it("whenHydrated resolves once the enhancements are switched on, and at once after that", async () => {
    const module = await freshModule();
    let resolved = false;
    const waiting = module.whenHydrated().then(() => {
      resolved = true;
    });
    hydrate(<module.HydrationMark />);
    await Promise.resolve();
    expect(resolved).toBe(false); // hydrated, but the switch has not run yet

    act(() => vi.runAllTimers());
    await waiting;
    expect(resolved).toBe(true);
    await expect(module.whenHydrated()).resolves.toBeUndefined();
  });
});
