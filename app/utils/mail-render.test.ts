import { describe, expect, it } from "vitest";
import { mailBodyAsBlock, renderMail } from "./mail-render";

describe("mailBodyAsBlock", () => {
  const { html } = renderMail("Welcome", [
    { kind: "heading", text: "Welcome <aboard>" },
    { kind: "subheading", text: "What next" },
    { kind: "paragraph", text: "Hello" },
    { kind: "rich", html: "<h5>Deep</h5><h6>Deepest</h6>", text: "Deep\nDeepest" },
  ]);

  it("keeps the body's content and style, without the document around it", () => {
    const block = mailBodyAsBlock(html, 2);
    expect(block).toMatch(/^<div style="margin:0;padding:0;background:#f4f6f8;/);
    expect(block).toMatch(/<\/div>$/);
    expect(block).not.toContain("<head");
    expect(block).not.toContain("<title");
    expect(block).toContain("Welcome &lt;aboard&gt;");
  });

  it("moves the mail's headings below the page's heading, no deeper than h6", () => {
    const block = mailBodyAsBlock(html, 2);
    expect(block).toMatch(/<h3 style="[^"]*font-size:22px[^"]*">Welcome &lt;aboard&gt;<\/h3>/);
    expect(block).toMatch(/<h4 style="[^"]*">What next<\/h4>/);
    expect(block).toMatch(/<h6 style="[^"]*">Deep<\/h6><h6 style="[^"]*">Deepest<\/h6>/);
    expect(block).not.toMatch(/<\/?h[12]\b/);
  });

  it("leaves other elements whose names start with h alone", () => {
    expect(mailBodyAsBlock("<body><hr><header>x</header><h1>T</h1></body>", 1)).toBe(
      "<div><hr><header>x</header><h2>T</h2></div>",
    );
  });
});
