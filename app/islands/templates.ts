/** The ids of the templates the server draws for the islands (island-templates.server.tsx). */
export const ISLAND_TEMPLATES = {
  cookieDetails: "island-cookie-details",
  cookieDialog: "island-cookie-dialog",
  cookieButton: "island-cookie-button",
  toastDefault: "island-toast-default",
  toastSuccess: "island-toast-success",
  toastError: "island-toast-error",
  carouselFilters: "island-carousel-filters",
  carouselControls: "island-carousel-controls",
} as const;

/** Set on <html> once a script-free page's islands have started (browser tests wait for it). */
export const ISLANDS_ATTRIBUTE = "data-islands";

/** Clones the template `id` and returns its first element (null when the page has none). */
export function fromTemplate<T extends Element = HTMLElement>(id: string): T | null {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return null;
  return (template.content.firstElementChild?.cloneNode(true) as T | undefined) ?? null;
}
