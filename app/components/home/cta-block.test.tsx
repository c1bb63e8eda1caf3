import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { CtaSectionContent } from "~/models/homepage.schema";
import { CtaBlock, type CtaLayout } from "./cta-block";
import { contactHref } from "./cta-content";

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

function render(
  section: "consultation" | "build",
  layout: CtaLayout,
  value: CtaSectionContent | null = content,
) {
  const html = renderToStaticMarkup(
    <StaticRouter location="/">
      <CtaBlock section={section} content={value} layout={layout} />
    </StaticRouter>,
  );
  return html;
}

/** Links in server HTML: attributes and visible text (no DOM in this test environment). */
function links(html: string) {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: attrs.match(/href="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&"),
    target: attrs.match(/target="([^"]*)"/)?.[1],
    rel: attrs.match(/rel="([^"]*)"/)?.[1],
    text: inner.replace(/<[^>]+>/g, ""),
  }));
}

function text(html: string) {
  return html.replace(/<[^>]+>/g, " ");
}

describe("CtaBlock", () => {
  it("encodes the section's subject in the contact link", () => {
    expect(contactHref("consultation")).toBe(
      "/contact?subject=FREE%20Discovery%20Call%20-%20Consultation%20Request",
    );
    expect(contactHref("build")).toBe(
      "/contact?subject=FREE%20Discovery%20Call%20-%20Business%20Transformation",
    );
  });

  it("default layout: features grid, FREE Discovery Call to /contact with the subject, guide download", () => {
    const html = render("build", "default");
    const call = links(html).find((a) => a.text === "FREE Discovery Call");
    expect(call?.href).toBe(contactHref("build"));
    expect(text(html)).toContain("Feature one");
    expect(text(html)).not.toContain("Benefit one");
    expect(links(html).find((a) => a.href?.startsWith("/guides/implementation"))?.text).toBe(
      "Download the guide",
    );
  });

  it("default layout falls back to the benefits list without features", () => {
    const html = render("consultation", "default", { ...content, features: [] });
    expect(text(html)).toContain("Benefit one");
    expect(links(html).find((a) => a.text === "FREE Discovery Call")?.href).toBe(
      contactHref("consultation"),
    );
    expect(links(html).some((a) => a.href?.startsWith("/guides/consultation"))).toBe(true);
  });

  it("centered layout: title, subtitle, description, primary to /contact with the subject, secondary downloads the guide", () => {
    const html = render("consultation", "centered");
    expect(html).toMatch(/<h2[^>]*>Ready\?<\/h2>/);
    expect(text(html)).toContain("Book a call");
    expect(text(html)).toContain("We help.");
    expect(links(html).find((a) => a.text === "Book Your Consultation")?.href).toBe(
      contactHref("consultation"),
    );
    expect(links(html).find((a) => a.href?.startsWith("/guides/consultation"))?.text).toBe(
      "Download the guide",
    );
  });

  it("split layout: FREE Discovery Call to the booking page in a new tab, download, checklist", () => {
    const html = render("consultation", "split");
    const call = links(html).find((a) => a.text.startsWith("FREE Discovery Call"));
    expect(call).toMatchObject({
      href: "https://booking.example/discovery",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(links(html).some((a) => a.href?.startsWith("/guides/consultation"))).toBe(true);
    expect([...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])).toEqual([
      "Feature one",
      "Feature two",
    ]);
  });

  it("shows the skeleton when the content is missing", () => {
    const html = render("consultation", "default", null);
    expect(html).toMatch(/aria-busy="true"[^>]*data-testid="cta-skeleton"/);
    expect(links(html)).toEqual([]);
  });
});
