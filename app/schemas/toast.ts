/** A toast's shape, one source for the server's flash cookie and the browser's toast queue. */
export const TOAST_VARIANTS = ["default", "success", "destructive"] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen before it closes itself (browser only). */
  duration?: number;
}
