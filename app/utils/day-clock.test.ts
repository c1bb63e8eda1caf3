import { describe, expect, it } from "vitest";
import { dayClock } from "./day-clock";

describe("dayClock", () => {
  it("gives the day in the zone, and the next day once a minute has passed after midnight", () => {
    // 23:59:30 in London on 30 June 2027 (BST, UTC+1) is 22:59:30 UTC.
    let now = Date.UTC(2027, 5, 30, 22, 59, 30);
    const today = dayClock("Europe/London", () => now);
    expect(today()).toBe("2027-06-30");
    now += 45_000; // 00:00:15 on 1 July in London, within the minute: not looked at again yet
    expect(today()).toBe("2027-06-30");
    now += 60_000;
    expect(today()).toBe("2027-07-01");
  });

  it("follows the zone, not the server's clock", () => {
    const instant = Date.UTC(2027, 0, 1, 23, 30); // 23:30 UTC = 08:30 on 2 January in Tokyo
    expect(dayClock("Europe/London", () => instant)()).toBe("2027-01-01");
    expect(dayClock("Asia/Tokyo", () => instant)()).toBe("2027-01-02");
  });
});
