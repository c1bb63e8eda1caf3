/**
 * The navigation bar in a DOM: it changes once the page has scrolled more than 10 px (SPEC.md).
 * @vitest-environment happy-dom
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Navigation } from "./navigation";

afterEach(cleanup);

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("Navigation", () => {
  it("marks the header scrolled only past 10 px, and back when scrolled up", () => {
    const Stub = createRoutesStub([{ path: "/", Component: Navigation }]);
    render(<Stub initialEntries={["/"]} />);
    const header = screen.getByRole("banner");
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(10);
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(11);
    expect(header.dataset.scrolled).toBe("true");
    scrollTo(0);
    expect(header.dataset.scrolled).toBe("false");
  });
});
