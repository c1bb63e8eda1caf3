import { describe, expect, it } from "vitest";
import { isSafeHref, markdownToText, renderMarkdown } from "./markdown.server";

const html = (source: string) => renderMarkdown(source).replace(/\n/g, "");

describe("markdown: what authors use", () => {
  it("renders headings from h2 down (a post's # becomes h2: the page title is the only h1)", () => {
    expect(html("## Why it matters\n\n### The detail\n\n# Top")).toBe(
      "<h2>Why it matters</h2><h3>The detail</h3><h2>Top</h2>",
    );
  });

  it("joins lines into paragraphs and renders bold and italic", () => {
    expect(html("First line\nsame paragraph.\n\n**bold** and *italic*.")).toBe(
      "<p>First line\nsame paragraph.</p><p><strong>bold</strong> and <em>italic</em>.</p>".replace(
        /\n/g,
        "",
      ),
    );
  });

  it("renders lists, blockquotes, code, tables and images with alt text", () => {
    expect(html("- one\n- two\n\n1. first\n2. second")).toBe(
      "<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>",
    );
    expect(html("> Quoted **advice**")).toBe(
      "<blockquote><p>Quoted <strong>advice</strong></p></blockquote>",
    );
    expect(html("Use `SELECT 1`.\n\n```\nlet x = 1 < 2;\n```")).toBe(
      "<p>Use <code>SELECT 1</code>.</p><pre><code>let x = 1 &lt; 2;</code></pre>",
    );
    expect(html("| KPI | Target |\n| --- | --- |\n| Recall | 90% |")).toBe(
      "<table><thead><tr><th>KPI</th><th>Target</th></tr></thead><tbody><tr><td>Recall</td><td>90%</td></tr></tbody></table>",
    );
    expect(html("![A bar chart of bookings](/images/blog/chart.svg)")).toBe(
      '<p><img src="/images/blog/chart.svg" alt="A bar chart of bookings" /></p>',
    );
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

  it("extracts plain text", () => {
    expect(markdownToText("## Title\n\nSome **bold** [link](/x) &amp; more.\n\n- a\n- b")).toBe(
      "Title Some bold link & more. a b",
    );
  });
});

describe("markdown: hostile input in a post", () => {
  it("escapes raw HTML: a script tag is text, never an element", () => {
    const out = html("Hello <script>alert('x')</script> world");
    expect(out).not.toContain("<script");
    expect(out).toContain("&lt;script&gt;alert('x')&lt;/script&gt;");
  });

  it("escapes raw HTML blocks and tags with event handlers", () => {
    const out = html(
      '<div onclick="x">block</div>\n\n<img src=x onerror="alert(1)"> and <a href="javascript:alert(1)">x</a>\n\n<iframe src=//evil></iframe>',
    );
    expect(out).not.toMatch(/<(div|img|a|iframe)[\s>]/);
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

  it("makes no link or image from javascript:, data:, vbscript: or file: URLs", () => {
    for (const source of [
      "[click](javascript:alert(1))",
      "[x](JAVASCRIPT:alert(1))",
      "[x](java%0Ascript:alert(1))",
      "[img](data:text/html;base64,PHNjcmlwdD4=)",
      "[vb](vbscript:msgbox)",
      "[f](file:///etc/passwd)",
      "![pic](javascript:alert(1))",
      "![pic](data:image/svg+xml;base64,PHN2Zz4=)",
      "<javascript:alert(1)>",
      "[ref]\n\n[ref]: javascript:alert(1)",
    ]) {
      const out = html(source);
      expect(out, source).not.toMatch(/<a\s|<img\s/);
      expect(out, source).not.toMatch(/href=|src=/);
    }
  });

  it("keeps a safe autolink and reference link", () => {
    expect(html("<https://example.com>")).toBe(
      '<p><a href="https://example.com">https://example.com</a></p>',
    );
    expect(html("[ref]\n\n[ref]: /contact")).toBe('<p><a href="/contact">ref</a></p>');
  });

  it("isSafeHref is not fooled by case, whitespace, control characters or entities", () => {
    for (const href of [
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "jav&#x61;script:alert(1)",
      "\u0001javascript:x",
      "ftp://a.example",
      "tel:123",
      "",
    ])
      expect(isSafeHref(href), href).toBe(false);
    for (const href of ["https://a.example", "mailto:a@b.c", "/blog", "#x", "../up", "page?q=a:b"])
      expect(isSafeHref(href), href).toBe(true);
  });
});
