/** The contact and DentalIQ pages' head tags, as the routes give them to React Router. */
import { describe, expect, it } from "vitest";
import { meta as contactMeta } from "./contact";
import { meta as dentalIqMeta } from "./dental-iq";

const tagsOf = (meta: (args: never) => unknown) =>
  meta({} as never) as {
    title?: string;
    name?: string;
    content?: string;
    rel?: string;
    href?: string;
  }[];

describe("page meta", () => {
  it("/contact: its title, a description, and a canonical URL on the public origin", () => {
    const tags = tagsOf(contactMeta);
    expect(tags).toContainEqual({ title: "Contact Us | Durham Data Strategy" });
    const description = tags.find((tag) => tag.name === "description")?.content ?? "";
    expect(description.length).toBeGreaterThan(50);
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toMatch(
      /^https?:\/\/[^/]+\/contact$/,
    );
  });

  it("/dental-iq: describes the pilot offer and points canonical at /dental-iq", () => {
    const tags = tagsOf(dentalIqMeta);
    expect(tags.find((tag) => tag.name === "description")?.content).toContain("10 UK practices");
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toMatch(/\/dental-iq$/);
  });
});
