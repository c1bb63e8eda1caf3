/**
 * Raise a toast from any component: `const { toast } = useToast(); toast({ title, description, variant })`.
 * The <Toaster/> in the root layout shows it.
 */
import { useSyncExternalStore } from "react";
import { type ToastInput, type ToastState, createToastStore } from "./toast-state";

export type { ToastInput, ToastItem, ToastVariant } from "./toast-state";

/** One store per browser tab; on the server nothing is ever queued (flash toasts come from the loader). */
export const toastStore = createToastStore();

const emptyState: ToastState = { toasts: [] };

export function toast(input: ToastInput) {
  return toastStore.toast(input);
}

export function useToast() {
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.getState, () => emptyState);
  return { toasts: state.toasts, toast, dismiss: toastStore.dismiss };
}
