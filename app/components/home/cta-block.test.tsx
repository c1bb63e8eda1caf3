/** @vitest-environment happy-dom */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CtaSectionContent } from "~/models/homepage.schema";
import { CtaBlock, type CtaLayout } from "./cta-block";
import { CTA_TEXTS, contactHref } from "./cta-content";
import { GUIDE_FILE_TEXTS } from "~/components/guides/guide-download-button";

// The booking URL normally comes from the root loader (SHELL's hook); a fixed one here.
vi.mock("~/components/shell/booking", () => ({
  NEW_TAB_HINT: " (opens in a new tab)",
  useBookingUrl: () => "https://booking.example/discovery",
}));

const content: CtaSectionContent = {
  title: "Ready?",
  subtitle: "Book a call",
  description: "We help.",
  cta: { primary: "Book Your Consultation", secondary: "Download the guide" },
  features: ["Feature one", "Feature two"],
  benefits: ["Benefit one"],
};

function show(
  section: "consultation" | "build",
  layout: CtaLayout,
  value: CtaSectionContent | null = content,
) {
  render(
    <MemoryRouter>
      <CtaBlock section={section} content={value} layout={layout} />
    </MemoryRouter>,
  );
}

/** Every link as people meet it: where it goes, how it opens, what it says. */
function links() {
  return screen.queryAllByRole("link").map((a) => ({
    href: a.getAttribute("href") ?? undefined,
    target: a.getAttribute("target") ?? undefined,
    rel: a.getAttribute("rel") ?? undefined,
    text: a.textContent ?? "",
  }));
}

const text = () => document.body.textContent ?? "";

afterEach(cleanup);

describe("CtaBlock", () => {
  it("encodes the section's subject in the contact link", () => {
    expect(contactHref("consultation")).toBe(
      "/contact?subject=FREE%20Discovery%20Call%20-%20Consultation%20Request",
    );
    expect(contactHref("build")).toBe(
      "/contact?subject=FREE%20Discovery%20Call%20-%20Business%20Transformation",
    );
  });

  it("default layout: features grid, FREE Discovery Call to the booking page, a message with the subject, guide download", () => {
    show("build", "default");
    const call = links().find((a) => a.text.startsWith("FREE Discovery Call"));
    expect(call).toMatchObject({ href: "https://booking.example/discovery", target: "_blank" });
    expect(links().find((a) => a.text === CTA_TEXTS.writeInstead)?.href).toBe(contactHref("build"));
    expect(text()).toContain("Feature one");
    expect(text()).not.toContain("Benefit one");
    expect(links().find((a) => a.href?.startsWith("/guides/implementation"))?.text).toBe(
      `Download the guide${GUIDE_FILE_TEXTS.format}`,
    );
  });

  it("default layout falls back to the benefits list without features", () => {
    show("consultation", "default", { ...content, features: [] });
    expect(text()).toContain("Benefit one");
    expect(links().find((a) => a.text === CTA_TEXTS.writeInstead)?.href).toBe(
      contactHref("consultation"),
    );
    expect(links().some((a) => a.href?.startsWith("/guides/consultation"))).toBe(true);
  });

  it("centered layout: title, subtitle, description, primary to /contact with the subject, secondary downloads the guide", () => {
    show("consultation", "centered");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Ready?");
    expect(text()).toContain("Book a call");
    expect(text()).toContain("We help.");
    expect(links().find((a) => a.text === "Book Your Consultation")?.href).toBe(
      contactHref("consultation"),
    );
    expect(links().find((a) => a.href?.startsWith("/guides/consultation"))?.text).toBe(
      `Download the guide${GUIDE_FILE_TEXTS.format}`,
    );
  });

  it("split layout: FREE Discovery Call to the booking page in a new tab, download, checklist", () => {
    show("consultation", "split");
    const call = links().find((a) => a.text.startsWith("FREE Discovery Call"));
    expect(call).toMatchObject({
      href: "https://booking.example/discovery",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(links().some((a) => a.href?.startsWith("/guides/consultation"))).toBe(true);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Feature one",
      "Feature two",
    ]);
  });

  it("shows the skeleton when the content is missing", () => {
    show("consultation", "default", null);
    expect(screen.getByTestId("cta-skeleton").getAttribute("aria-busy")).toBe("true");
    expect(links()).toEqual([]);
  });
});
