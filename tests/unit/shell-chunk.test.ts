import { describe, expect, it } from "vitest";
import { shellChunk, stylesheetUrlInCode } from "../../vite.config";

const app = (file: string) => `/repo/app/${file}`;

describe("shellChunk", () => {
  it("puts the frame and the public forms' class names in the shell chunk", () => {
    expect(shellChunk(app("components/shell/navigation.tsx"))).toBe("shell");
    expect(shellChunk(app("components/forms/forms.css.ts"))).toBe("shell");
    expect(shellChunk(app("components/newsletter/newsletter.css.ts"))).toBe("shell");
  });

  it("leaves code loaded on demand and the pages' own code to their chunks", () => {
    expect(shellChunk(app("components/shell/cookie-consent-panels.tsx"))).toBeUndefined();
    expect(shellChunk(app("components/shell/cookie-banner-intro.tsx"))).toBeUndefined();
    expect(shellChunk(app("components/shell/first-touch.ts"))).toBeUndefined();
    expect(shellChunk(app("components/shell/cookie.css.ts"))).toBe("shell");
    expect(shellChunk(app("components/forms/public-form.tsx"))).toBeUndefined();
    expect(shellChunk(app("components/newsletter/newsletter-section.tsx"))).toBeUndefined();
    expect(shellChunk(app("components/crm/controls.css.ts"))).toBeUndefined();
  });
});

describe("stylesheetUrlInCode", () => {
  it("marks a stylesheet in code as React Router marks it in the page", () => {
    expect(stylesheetUrlInCode("assets/shell-DZiiWBoH.css", { hostType: "js" })).toBe(
      "/assets/shell-DZiiWBoH.css#",
    );
    expect(stylesheetUrlInCode("assets/home-DOMNR77g.css", { hostType: "js" })).toBe(
      "/assets/home-DOMNR77g.css#",
    );
  });

  it("leaves scripts, and files referenced from CSS or HTML, to Vite", () => {
    expect(stylesheetUrlInCode("assets/shell-C9_7QPg_.js", { hostType: "js" })).toBeUndefined();
    expect(stylesheetUrlInCode("assets/manrope.woff2", { hostType: "css" })).toBeUndefined();
    expect(stylesheetUrlInCode("assets/shell-DZiiWBoH.css", { hostType: "html" })).toBeUndefined();
  });
});
