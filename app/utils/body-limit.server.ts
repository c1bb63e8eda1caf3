/** Largest request body any route accepts (forms and JSON alike); larger ones get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
