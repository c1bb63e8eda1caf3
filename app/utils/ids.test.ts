import { describe, expect, it } from "vitest";
import { idParam } from "./api.server";
import { parseId } from "./ids";

describe("parseId", () => {
  it("accepts ids within PostgreSQL's integer range", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(2147483647);
  });
  it("refuses what can name no row, so no query fails on it", () => {
    for (const bad of [
      "0",
      "2147483648",
      "9999999999",
      "99999999999999",
      "-1",
      "1.5",
      "1e3",
      " 1",
      "",
      null,
      7,
    ]) {
      expect(parseId(bad)).toBeUndefined();
    }
  });
});

describe("idParam", () => {
  it("throws a 404 for an id out of range", async () => {
    expect(idParam({ id: "42" })).toBe(42);
    let thrown: unknown;
    try {
      idParam({ id: "2147483648" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).json()).toEqual({ message: "Not found" });
  });
});
