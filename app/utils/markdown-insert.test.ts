import { describe, expect, it } from "vitest";
import { insertBlock } from "./markdown-insert";

const IMG = "![A chart](/images/abc-1200.jpg)";

describe("insertBlock", () => {
  it("puts the block at the cursor as a paragraph of its own", () => {
    const body = "First paragraph.\n\nSecond paragraph.";
    expect(insertBlock(body, body.indexOf("Second"), IMG)).toBe(
      `First paragraph.\n\n${IMG}\n\nSecond paragraph.`,
    );
  });

  it("splits a line at the cursor rather than gluing the image into a sentence", () => {
    expect(insertBlock("One two", 3, IMG)).toBe(`One\n\n${IMG}\n\ntwo`);
  });

  it("appends at the end, and into an empty body alone", () => {
    expect(insertBlock("Words.", "end", IMG)).toBe(`Words.\n\n${IMG}\n`);
    expect(insertBlock("Words.\n\n", "end", IMG)).toBe(`Words.\n\n${IMG}\n`);
    expect(insertBlock("", 0, IMG)).toBe(`${IMG}\n`);
  });

  it("counts a form's \\r\\n line ends as the textarea's one character", () => {
    const typed = "Line one.\n\nLine two.";
    const sent = typed.replace(/\n/g, "\r\n");
    expect(insertBlock(sent, typed.indexOf("Line two"), IMG)).toBe(
      `Line one.\n\n${IMG}\n\nLine two.`,
    );
  });

  it("keeps an offset past either end inside the body", () => {
    expect(insertBlock("Words.", 999, IMG)).toBe(`Words.\n\n${IMG}\n`);
    expect(insertBlock("Words.", -5, IMG)).toBe(`${IMG}\n\nWords.`);
  });
});
