/**
 * The toast queue (SPEC.md sections 4 and 9): a tiny store outside React, so any component
 * (or plain code) can raise a toast. Only one toast is visible at a time; a dismissed toast
 * is kept, closed, for TOAST_REMOVE_DELAY before it is removed.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
export const TOAST_MAX_WIDTH = 420;
export const TOAST_SWIPE_THRESHOLD = 50;

import type { ToastInput } from "~/schemas/toast";

export type { ToastInput, ToastVariant } from "~/schemas/toast";

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToastItem }
  | { type: "UPDATE_TOAST"; toast: Partial<ToastItem> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure state transitions; timers live in the store below. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

type Listener = (state: ToastState) => void;

export interface ToastStore {
  getState(): ToastState;
  subscribe(listener: Listener): () => void;
  toast(input: ToastInput): {
    id: string;
    dismiss: () => void;
    update: (input: Partial<ToastInput>) => void;
  };
  dismiss(toastId?: string): void;
}

/** A store with its own timers; `setTimer` is injectable so tests can drive time. */
export function createToastStore(
  setTimer: (fn: () => void, ms: number) => unknown = setTimeout,
): ToastStore {
  let state: ToastState = { toasts: [] };
  let count = 0;
  const listeners = new Set<Listener>();
  const removalScheduled = new Set<string>();

  function dispatch(action: ToastAction) {
    state = toastReducer(state, action);
    for (const listener of listeners) listener(state);
  }

  function scheduleRemoval(id: string) {
    if (removalScheduled.has(id)) return;
    removalScheduled.add(id);
    setTimer(() => {
      removalScheduled.delete(id);
      dispatch({ type: "REMOVE_TOAST", toastId: id });
    }, TOAST_REMOVE_DELAY);
  }

  function dismiss(toastId?: string) {
    const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
    for (const id of ids) scheduleRemoval(id);
    dispatch({ type: "DISMISS_TOAST", toastId });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast(input) {
      count = (count + 1) % Number.MAX_SAFE_INTEGER;
      const id = `toast-${count}`;
      dispatch({
        type: "ADD_TOAST",
        toast: { variant: "default", duration: TOAST_DURATION, ...input, id, open: true },
      });
      return {
        id,
        dismiss: () => dismiss(id),
        update: (changes) => dispatch({ type: "UPDATE_TOAST", toast: { ...changes, id } }),
      };
    },
    dismiss,
  };
}
