import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loader } from "./homepage-json";

describe("GET /content/homepage.json", () => {
  it("answers the validated content as JSON with cache headers", async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    const body = await response.json();
    expect(body).toEqual(JSON.parse(fs.readFileSync("content/homepage.json", "utf8")));
  });
});
