import { describe, expect, it } from "vitest";
import { shellChunk } from "../../vite.config";

const app = (file: string) => `/repo/app/${file}`;

describe("shellChunk", () => {
  it("puts the frame and the public forms' class names in the shell chunk", () => {
    expect(shellChunk(app("components/shell/navigation.tsx"))).toBe("shell");
    expect(shellChunk(app("components/forms/forms.css.ts"))).toBe("shell");
    expect(shellChunk(app("components/newsletter/newsletter.css.ts"))).toBe("shell");
  });

  it("leaves code loaded on demand and the pages' own code to their chunks", () => {
    expect(shellChunk(app("components/shell/cookie-consent-panels.tsx"))).toBeUndefined();
    expect(shellChunk(app("components/forms/public-form.tsx"))).toBeUndefined();
    expect(shellChunk(app("components/newsletter/newsletter-section.tsx"))).toBeUndefined();
    expect(shellChunk(app("components/crm/dashboard.css.ts"))).toBeUndefined();
  });
});
