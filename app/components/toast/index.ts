export { Toaster, NOTIFICATIONS_LABEL } from "./toaster";
export { toast, useToast } from "./use-toast";
export type { ToastInput, ToastItem, ToastVariant } from "./toast-state";
