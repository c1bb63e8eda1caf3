import { describe, expect, it } from "vitest";
import { claimNames, fillClaims, fillClaimsDeep, passedClaims } from "./dated-claims";

const claims = { launch: { text: "2027", until: "2027-12-31" } };

describe("dated claims", () => {
  it("fills the names a text gives, and leaves unknown ones as written", () => {
    expect(fillClaims("Launch in {launch}.", claims)).toBe("Launch in 2027.");
    expect(fillClaims("Open {soon}", claims)).toBe("Open {soon}");
    expect(claimNames("{launch} and {soon}")).toEqual(["launch", "soon"]);
  });

  it("fills every string of a nested copy, keeping its shape", () => {
    const copy = { meta: { description: "by {launch}" }, facts: [{ value: "{launch}", n: 10 }] };
    expect(fillClaimsDeep(copy, claims)).toEqual({
      meta: { description: "by 2027" },
      facts: [{ value: "2027", n: 10 }],
    });
  });

  it("counts a claim as passed from the UK day after its last day", () => {
    expect(passedClaims(claims, new Date("2027-12-31T23:30:00Z"))).toEqual([]);
    expect(passedClaims(claims, new Date("2028-01-01T00:00:00Z"))).toEqual(["launch"]);
  });
});
