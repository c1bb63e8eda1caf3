import { describe, expect, it } from "vitest";
import {
  collectTags,
  filterByTag,
  goTo,
  hasControls,
  initialCarouselState,
  next,
  previous,
  selectTag,
} from "./carousel-state";

const items = [
  { id: "a", tags: ["dental"] },
  { id: "b", tags: ["healthcare", "dental"] },
  { id: "c", tags: ["finance"] },
];

describe("carousel state", () => {
  it("moves forward and wraps from the last item to the first", () => {
    let state = initialCarouselState;
    state = next(state, 3);
    expect(state.index).toBe(1);
    state = next(next(state, 3), 3);
    expect(state.index).toBe(0);
  });

  it("moves back and wraps from the first item to the last", () => {
    const state = previous(initialCarouselState, 3);
    expect(state.index).toBe(2);
    expect(previous(state, 3).index).toBe(1);
  });

  it("does nothing without items", () => {
    expect(next(initialCarouselState, 0)).toEqual(initialCarouselState);
    expect(previous(initialCarouselState, 0)).toEqual(initialCarouselState);
    expect(goTo(initialCarouselState, 2, 0)).toEqual(initialCarouselState);
  });

  it("jumps to a dot, clamped to the items", () => {
    expect(goTo(initialCarouselState, 2, 3).index).toBe(2);
    expect(goTo(initialCarouselState, 7, 3).index).toBe(2);
    expect(goTo(initialCarouselState, -1, 3).index).toBe(0);
  });

  it("restricts the items to a tag and resets to the first", () => {
    const moved = { tag: null, index: 2 };
    const filtered = selectTag(moved, "dental");
    expect(filtered).toEqual({ tag: "dental", index: 0 });
    expect(filterByTag(items, filtered.tag).map((i) => i.id)).toEqual(["a", "b"]);
    expect(filterByTag(items, null).map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(selectTag({ tag: "dental", index: 1 }, null)).toEqual({ tag: null, index: 0 });
  });

  it("collects each tag once in order of appearance", () => {
    expect(collectTags(items)).toEqual(["dental", "healthcare", "finance"]);
  });

  it("shows arrows and dots only for more than one item", () => {
    expect(hasControls(0)).toBe(false);
    expect(hasControls(1)).toBe(false);
    expect(hasControls(2)).toBe(true);
  });
});
