import { afterEach, describe, expect, it } from "vitest";
import { absoluteUrl, normaliseOrigin, pageMeta, setPublicOrigin } from "./meta";

describe("pageMeta", () => {
  afterEach(() => setPublicOrigin("http://localhost:3000"));

  it("renders title, description, keywords, Open Graph, Twitter and canonical tags", () => {
    const meta = pageMeta({
      title: "About",
      description: "Who we are",
      path: "/about",
      keywords: ["data strategy", "Durham"],
      origin: "https://example.co.uk/",
    });
    expect(meta).toEqual([
      { title: "About | Durham Data Strategy" },
      { name: "description", content: "Who we are" },
      { name: "keywords", content: "data strategy, Durham" },
      { property: "og:title", content: "About" },
      { property: "og:description", content: "Who we are" },
      { property: "og:type", content: "website" },
      { property: "og:url", content: "https://example.co.uk/about" },
      { property: "og:image", content: "https://example.co.uk/og-image.png" },
      { property: "og:site_name", content: "Durham Data Strategy" },
      { name: "twitter:card", content: "summary_large_image" },
      { tagName: "link", rel: "canonical", href: "https://example.co.uk/about" },
    ]);
  });

  it("honours og overrides, article type, a custom image and a title that already names the site", () => {
    const meta = pageMeta({
      title: "Durham Data Strategy - Home",
      description: "d",
      path: "/blog/x",
      ogType: "article",
      ogTitle: "OG title",
      ogDescription: "OG description",
      image: "https://cdn.example/x.png",
      origin: "https://example.co.uk",
    });
    expect(meta).toContainEqual({ title: "Durham Data Strategy - Home" });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ property: "og:title", content: "OG title" });
    expect(meta).toContainEqual({ property: "og:description", content: "OG description" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://cdn.example/x.png" });
    expect(meta.some((m) => "name" in m && m.name === "keywords")).toBe(false);
  });

  it("uses the origin the root layout set", () => {
    setPublicOrigin("https://durhamdatastrategy.co.uk");
    expect(pageMeta({ title: "T", description: "D", path: "/" })).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://durhamdatastrategy.co.uk/",
    });
  });

  it("normalises origins", () => {
    expect(normaliseOrigin(undefined)).toBe("http://localhost:3000");
    expect(normaliseOrigin("not a url")).toBe("http://localhost:3000");
    expect(normaliseOrigin("https://a.example/base/")).toBe("https://a.example/base");
    expect(absoluteUrl("team", "https://a.example")).toBe("https://a.example/team");
  });
});
