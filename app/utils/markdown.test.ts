import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isSafeHref, markdownToText, parseInline, parseMarkdown, renderMarkdown } from "./markdown";

const html = (source: string) =>
  renderToStaticMarkup(createElement(Fragment, null, ...renderMarkdown(source)));

describe("markdown renderer: the subset", () => {
  it("renders ## and ### headings (and demotes # to h2: the page title is the only h1)", () => {
    expect(html("## Why it matters\n\n### The detail\n\n# Top")).toBe(
      "<h2>Why it matters</h2><h3>The detail</h3><h2>Top</h2>",
    );
  });

  it("joins consecutive lines into one paragraph and splits on blank lines", () => {
    expect(html("First line\nsame paragraph.\n\nSecond paragraph.")).toBe(
      "<p>First line same paragraph.</p><p>Second paragraph.</p>",
    );
  });

  it("renders bold and italic with both delimiters", () => {
    expect(html("**bold** and __strong__, *italic* and _em_.")).toBe(
      "<p><strong>bold</strong> and <strong>strong</strong>, <em>italic</em> and <em>em</em>.</p>",
    );
  });

  it("renders nested emphasis", () => {
    expect(html("**bold with *italic* inside**")).toBe(
      "<p><strong>bold with <em>italic</em> inside</strong></p>",
    );
    expect(html("*italic with **bold** inside*")).toBe(
      "<p><em>italic with <strong>bold</strong> inside</em></p>",
    );
    expect(html("***both***")).toBe("<p><strong><em>both</em></strong></p>");
  });

  it("leaves unmatched delimiters, snake_case and lone asterisks as text", () => {
    expect(html("2 * 3 = 6, a_b_c and **unclosed")).toBe("<p>2 * 3 = 6, a_b_c and **unclosed</p>");
    expect(html("\\*not italic\\*")).toBe("<p>*not italic*</p>");
  });

  it("renders unordered and ordered lists, with continuation lines", () => {
    expect(html("- one\n- **two**\n  continued\n\n1. first\n2. second")).toBe(
      "<ul><li>one</li><li><strong>two</strong> continued</li></ul><ol><li>first</li><li>second</li></ol>",
    );
    expect(html("* star item\n+ plus item")).toBe("<ul><li>star item</li><li>plus item</li></ul>");
  });

  it("starts a new list when the list type changes, and ends a list at a paragraph line", () => {
    expect(parseMarkdown("- a\n1. b\nText").map((b) => b.type)).toEqual([
      "list",
      "list",
      "paragraph",
    ]);
  });

  it("renders http(s), mailto and relative links", () => {
    expect(
      html(
        "[site](https://example.com/a?b=1) [mail](mailto:hello@example.com) [contact](/contact) [top](#top)",
      ),
    ).toBe(
      '<p><a href="https://example.com/a?b=1">site</a> <a href="mailto:hello@example.com">mail</a> ' +
        '<a href="/contact">contact</a> <a href="#top">top</a></p>',
    );
  });

  it("renders formatting inside link labels", () => {
    expect(html("[**Book** a call](/contact)")).toBe(
      '<p><a href="/contact"><strong>Book</strong> a call</a></p>',
    );
  });

  it("extracts plain text", () => {
    expect(markdownToText("## Title\n\nSome **bold** [link](/x).\n\n- a\n- b")).toBe(
      "Title Some bold link. a b",
    );
  });
});

describe("markdown renderer: hostile input", () => {
  it("escapes raw HTML: a script tag is text, never an element", () => {
    const out = html("Hello <script>alert('x')</script> world");
    expect(out).not.toContain("<script");
    expect(out).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
  });

  it("escapes tags with event handler attributes", () => {
    const out = html('<img src=x onerror="alert(1)"> and <a href="javascript:alert(1)">x</a>');
    expect(out).not.toMatch(/<img|<a /);
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("escapes HTML inside headings, lists, emphasis and link labels", () => {
    const out = html(
      "## <b onmouseover=x>h</b>\n\n- <iframe src=//evil>\n\n**<svg onload=alert(1)>**\n\n[<script>](/ok)",
    );
    expect(out).not.toMatch(/<(b|iframe|svg|script)[\s>]/);
    expect(out).toContain("<h2>&lt;b onmouseover=x&gt;h&lt;/b&gt;</h2>");
    expect(out).toContain('<a href="/ok">&lt;script&gt;</a>');
  });

  it("drops javascript:, data: and vbscript: links, keeping the label as text", () => {
    expect(html("[click](javascript:alert(1))")).toBe("<p>click</p>");
    expect(html("[img](data:text/html;base64,PHNjcmlwdD4=)")).toBe("<p>img</p>");
    expect(html("[vb](vbscript:msgbox)")).toBe("<p>vb</p>");
  });

  it("is not fooled by case, whitespace or control characters in the scheme", () => {
    for (const href of [
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "jav&#x61;script:alert(1)",
      "\u0001javascript:x",
    ]) {
      expect(isSafeHref(href), href).toBe(false);
    }
    expect(html("[x](JAVASCRIPT:alert(1))")).toBe("<p>x</p>");
  });

  it("accepts only http, https, mailto and relative hrefs", () => {
    for (const href of [
      "https://a.example",
      "http://a.example",
      "mailto:a@b.c",
      "/blog",
      "#x",
      "../up",
      "page?q=a:b",
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
    for (const href of ["ftp://a.example", "file:///etc/passwd", "tel:123", ""]) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });

  it("never produces an anchor without a safe href in the AST", () => {
    const nodes = parseInline("[a](javascript:x) [b](data:x) [c](https://ok.example)");
    expect(nodes.filter((n) => n.type === "link")).toEqual([
      { type: "link", href: "https://ok.example", children: [{ type: "text", text: "c" }] },
    ]);
  });

  it("does not hang or throw on pathological input", () => {
    const nasty = "*".repeat(5000) + "_".repeat(5000) + "[".repeat(2000) + "](".repeat(2000);
    const started = Date.now();
    expect(() => html(nasty)).not.toThrow();
    // Generous: the machine is shared; catastrophic (exponential) backtracking would take minutes.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
