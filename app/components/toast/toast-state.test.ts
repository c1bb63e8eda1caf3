import { describe, expect, it } from "vitest";
import { TOAST_DURATION, TOAST_REMOVE_DELAY, createToastStore, toastReducer } from "./toast-state";

function fakeTimers() {
  const timers: { fn: () => void; ms: number }[] = [];
  return { timers, setTimer: (fn: () => void, ms: number) => timers.push({ fn, ms }) };
}

describe("toastReducer", () => {
  const a = { id: "a", title: "A", open: true };
  const b = { id: "b", title: "B", open: true };

  it("keeps only the newest toast visible", () => {
    const state = toastReducer(toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: a }), {
      type: "ADD_TOAST",
      toast: b,
    });
    expect(state.toasts).toEqual([b]);
  });

  it("dismisses one toast or all, keeping them (closed) in the list", () => {
    expect(toastReducer({ toasts: [a] }, { type: "DISMISS_TOAST", toastId: "a" }).toasts).toEqual([
      { ...a, open: false },
    ]);
    expect(toastReducer({ toasts: [a] }, { type: "DISMISS_TOAST", toastId: "zzz" }).toasts).toEqual(
      [a],
    );
    expect(toastReducer({ toasts: [a] }, { type: "DISMISS_TOAST" }).toasts).toEqual([
      { ...a, open: false },
    ]);
  });

  it("updates and removes by id", () => {
    expect(
      toastReducer({ toasts: [a] }, { type: "UPDATE_TOAST", toast: { id: "a", title: "A2" } })
        .toasts[0].title,
    ).toBe("A2");
    expect(toastReducer({ toasts: [a] }, { type: "REMOVE_TOAST", toastId: "a" }).toasts).toEqual(
      [],
    );
    expect(toastReducer({ toasts: [a] }, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("createToastStore", () => {
  it("adds toasts with defaults and notifies listeners", () => {
    const store = createToastStore(fakeTimers().setTimer);
    const seen: number[] = [];
    store.subscribe((s) => seen.push(s.toasts.length));
    const { id } = store.toast({ title: "Download Started" });
    expect(store.getState().toasts).toEqual([
      { id, title: "Download Started", variant: "default", duration: TOAST_DURATION, open: true },
    ]);
    expect(seen).toEqual([1]);
  });

  it("replaces the visible toast with a new one", () => {
    const store = createToastStore(fakeTimers().setTimer);
    store.toast({ title: "First" });
    store.toast({ title: "Second", variant: "destructive" });
    expect(store.getState().toasts.map((t) => [t.title, t.variant])).toEqual([
      ["Second", "destructive"],
    ]);
  });

  it("removes a dismissed toast after TOAST_REMOVE_DELAY, scheduling it once", () => {
    const { timers, setTimer } = fakeTimers();
    const store = createToastStore(setTimer);
    const handle = store.toast({ title: "Bye" });
    handle.dismiss();
    store.dismiss(handle.id);
    expect(store.getState().toasts[0].open).toBe(false);
    expect(timers).toHaveLength(1);
    expect(timers[0].ms).toBe(TOAST_REMOVE_DELAY);
    timers[0].fn();
    expect(store.getState().toasts).toEqual([]);
  });

  it("updates a toast through its handle", () => {
    const store = createToastStore(fakeTimers().setTimer);
    const handle = store.toast({ title: "Saving" });
    handle.update({ title: "Saved", variant: "success" });
    expect(store.getState().toasts[0]).toMatchObject({
      title: "Saved",
      variant: "success",
      open: true,
    });
  });

  it("stops notifying after unsubscribe", () => {
    const store = createToastStore(fakeTimers().setTimer);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    unsubscribe();
    store.toast({ title: "x" });
    expect(calls).toBe(0);
  });
});
