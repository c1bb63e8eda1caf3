/**
 * The registration form's id (its status area, where a post without JavaScript opens, is
 * derived). No imports, so the route can name it without loading the form.
 */
export const DENTAL_IQ_FORM_ID = "dental-iq-form";
