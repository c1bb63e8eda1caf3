/** A toast's shape, one source for the server's flash cookie and the browser's toast queue. */
export const TOAST_VARIANTS = ["default", "success", "destructive"] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A same-site link shown under the text (e.g. the lead a conversion made). */
  link?: { href: string; label: string };
  /** Milliseconds on screen before it closes itself (browser only). */
  duration?: number;
  /**
   * A public form's success: that form shows its confirmation panel with these texts instead of
   * a toast (one message, shown once), listing what was sent.
   */
  confirmation?: Confirmation;
}

/** The public forms whose success is a confirmation panel in place of the form. */
export const CONFIRMED_FORMS = ["contact", "newsletter", "dental-iq"] as const;
export type ConfirmedForm = (typeof CONFIRMED_FORMS)[number];

/** One line of "what was sent" (a label and the visitor's own value). */
export interface SentItem {
  label: string;
  value: string;
}

export interface Confirmation {
  form: ConfirmedForm;
  sent: SentItem[];
}
