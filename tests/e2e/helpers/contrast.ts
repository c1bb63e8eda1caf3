/**
 * WCAG contrast of a focus ring: the element focused as from the keyboard, its computed outline
 * colour against the colour the ring is drawn on (the nearest opaque background behind the element
 * when the ring sits outside it, else the element's own).
 */
import type { Locator, Page } from "@playwright/test";

export interface FocusRing {
  /** What was focused, in a few words, for a failure message. */
  name: string;
  outline: string;
  background: string;
  /** Contrast ratio, 1 to 21; 0 when nothing is drawn (no outline, or not focusable). */
  ratio: number;
}

/** The focus ring of `target` (focused here), read from getComputedStyle. */
export async function focusRing(page: Page, target: Locator): Promise<FocusRing> {
  // Keyboard modality first, so a script's focus matches :focus-visible as a Tab would.
  await page.keyboard.press("Shift");
  return target.evaluate((el: HTMLElement) => {
    el.focus({ focusVisible: true } as FocusOptions);
    const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const style = getComputedStyle(el);
    const parse = (value: string) => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r, g, b, a };
    };
    const backgroundOf = (from: Element | null) => {
      for (let e = from; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c && c.a > 0) return c;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const outline = parse(style.outlineColor);
    const behind = parseFloat(style.outlineOffset) >= 0 ? el.parentElement : el;
    const under = backgroundOf(behind);
    const drawn =
      document.activeElement === el &&
      el.matches(":focus-visible") &&
      style.outlineStyle !== "none" &&
      parseFloat(style.outlineWidth) >= 2 &&
      outline !== null &&
      outline.a === 1;
    const [hi, lo] = outline
      ? [luminance(outline), luminance(under)].sort((x, y) => y - x)
      : [0, 0];
    return {
      name,
      outline: style.outlineColor,
      background: `rgb(${under.r}, ${under.g}, ${under.b})`,
      ratio: drawn ? (hi + 0.05) / (lo + 0.05) : 0,
    };
  });
}

/** One line per element under `root` matching `selector` whose focus ring is below 3:1. */
export async function weakFocusRings(page: Page, root: Locator, selector: string) {
  const weak: string[] = [];
  for (const target of await root.locator(selector).all()) {
    if (!(await target.isVisible())) continue;
    const ring = await focusRing(page, target);
    if (ring.ratio < 3)
      weak.push(
        `${ring.name}: ${ring.outline} on ${ring.background} is ${ring.ratio.toFixed(2)}:1`,
      );
  }
  return weak;
}
