import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DueTime, OVERDUE } from "./due-time";

const text = (html: string) => html.replace(/<[^>]+>/g, "");
const now = Date.parse("2026-06-01T09:00:00Z");

describe("DueTime", () => {
  it("marks a time already past as Overdue", () => {
    const html = renderToStaticMarkup(<DueTime due={new Date("2020-01-01T10:00:00Z")} now={now} />);
    expect(text(html)).toBe(`1 Jan 2020, 10:00 ${OVERDUE}`);
    expect(html).toContain("2020-01-01T10:00:00.000Z");
  });

  it("leaves a time still to come unmarked", () => {
    const html = renderToStaticMarkup(<DueTime due={new Date("2026-06-01T09:30:00Z")} now={now} />);
    expect(text(html)).toBe("1 Jun 2026, 10:30");
  });
});
