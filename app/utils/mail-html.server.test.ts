/**
 * A received message's HTML shown safely: no script, no event handler, no picture loaded from the
 * sender's server, links only to the web or mail, quoted history folded in a <details>.
 */
import { describe, expect, it } from "vitest";
import { sanitiseMailHtml } from "./mail-html.server";
import { foldQuotedHtml, splitQuotedText } from "./mail-quotes";

const HOSTILE = `<html><head><style>body{background:url(https://tracker.example/bg.png)}</style></head>
<body onload="steal()"><h1>Thanks</h1><p style="background:url(https://tracker.example/p.png)">We would like to talk.
<img src="https://tracker.example/pixel.gif" width="1" height="1">
<img src="x" onerror="alert(1)" alt="Our logo"></p>
<script>alert("script")</script>
<a href="javascript:alert(1)">bad link</a> <a href="https://example.com/a" target="_blank" onclick="x()">good link</a>
<iframe src="https://evil.example/"></iframe><form action="https://evil.example"><input name="q"></form>
<svg><script>alert(2)</script></svg>
<blockquote>On Friday you wrote: <blockquote>older</blockquote></blockquote></body></html>`;

describe("sanitiseMailHtml", () => {
  it("keeps the words and safe links, drops scripts, handlers, styles and pictures", () => {
    const { html, picturesHidden } = sanitiseMailHtml(HOSTILE);
    expect(html).toContain("We would like to talk.");
    expect(html).toContain("<h2>Thanks</h2>");
    expect(html).toContain(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow">good link</a>',
    );
    expect(html).toContain("[Our logo]");
    expect(picturesHidden).toBe(2);
    for (const gone of [
      "<script",
      "alert",
      "onerror",
      "onload",
      "onclick",
      "style",
      "<img",
      "tracker.example",
      "javascript:",
      "<iframe",
      "<form",
      "<input",
      "<svg",
      "target=",
    ])
      expect(html).not.toContain(gone);
    expect(html).toContain("<a>bad link</a>");
  });
});

describe("folding quoted history", () => {
  it("wraps each outermost blockquote in a details with the label", () => {
    const { html } = sanitiseMailHtml(HOSTILE);
    const folded = foldQuotedHtml(html, "Show quoted text");
    expect(folded).toContain(
      "<details><summary>Show quoted text</summary><blockquote>On Friday you wrote: <blockquote>older</blockquote></blockquote></details>",
    );
    expect(folded.match(/<details>/g)).toHaveLength(1);
  });

  it("splits a plain-text reply from the quoted lines and their attribution", () => {
    const text =
      "Yes, Tuesday works.\n\nMary\n\nOn Fri, 4 Dec 2026, Sam wrote:\n> Would Tuesday suit?\n>\n> Sam\n";
    expect(splitQuotedText(text)).toEqual({
      own: "Yes, Tuesday works.\n\nMary",
      quoted: "On Fri, 4 Dec 2026, Sam wrote:\n> Would Tuesday suit?\n>\n> Sam",
    });
    expect(splitQuotedText("No quotes here.\n> but one inline\nthen more")).toEqual({
      own: "No quotes here.\n> but one inline\nthen more",
      quoted: "",
    });
  });
});
