/**
 * The home page's island (docs/decisions/090-islands.md): what React did there on the server's
 * markup.
 *
 * - The testimonial carousel (SPEC.md 'Testimonial carousel', the WAI-ARIA carousel pattern):
 *   the server's strip, readable without JavaScript, becomes one testimonial at a time with
 *   previous/next (wrapping), dots and the tag filter, as testimonial-carousel.tsx draws it once
 *   its controls are loaded. The buttons are cloned from the server's templates
 *   (island-templates.server.tsx) and the rules are carousel-state.ts's.
 * - A partner logo that fails to load is hidden (its box kept, so nothing moves) and its name
 *   stays for screen readers, as partners-strip.tsx does.
 */
import { ACTIVE_INDEX_PROPERTY, CAROUSEL_TEXTS } from "~/components/home/carousel-texts";
import {
  type CarouselState,
  collectTags,
  filterByTag,
  goTo,
  hasControls,
  initialCarouselState,
  next,
  previous,
  selectTag,
} from "~/components/home/carousel-state";
import { ISLAND_TEMPLATES, fromTemplate } from "./templates";

interface Slide {
  element: HTMLElement;
  author: string;
  /** The sector names the slide shows: the filter's tags. */
  tags: string[];
}

function carousel(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>('[aria-roledescription="slide"]')?.parentElement;
  // The filters' reserved space sits before the track, the controls (and the hint) after it.
  const reserved = track?.previousElementSibling;
  const controls = track?.nextElementSibling;
  const filterGroup = fromTemplate(ISLAND_TEMPLATES.carouselFilters);
  const controlsTemplate = fromTemplate(ISLAND_TEMPLATES.carouselControls);
  if (!track || !controls || !filterGroup || !controlsTemplate) return;
  const slides: Slide[] = [...track.children].map((element) => ({
    element: element as HTMLElement,
    author: element.querySelector("figcaption p")?.textContent ?? "",
    tags: [...element.querySelectorAll("figcaption li")].map((li) => li.textContent ?? ""),
  }));
  const [allButton, tagButton] = filterGroup.querySelectorAll("button");
  const [previousButton, dotList, nextButton] = controlsTemplate.children;
  const dotItem = dotList?.querySelector("li");
  if (!allButton || !tagButton || !previousButton || !nextButton || !dotList || !dotItem) return;

  let state: CarouselState = initialCarouselState;
  let shown = slides;
  const active = () => Math.min(state.index, Math.max(shown.length - 1, 0));
  const dots = () => [...dotList.querySelectorAll("button")];

  /** What changes with the active slide: which one shows, and which dot is current. */
  const show = () => {
    const index = active();
    track.style.setProperty(ACTIVE_INDEX_PROPERTY, String(index));
    shown.forEach(({ element }, i) => (element.dataset.active = String(i === index)));
    dots().forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };
  const step = (to: (s: CarouselState, count: number) => CarouselState) => () => {
    state = to({ ...state, index: active() }, shown.length);
    show();
  };

  /** What changes with the filter: the slides in the track, their names, the dots. */
  const filter = (tag: string | null) => {
    state = selectTag(state, tag);
    shown = filterByTag(slides, tag);
    track.replaceChildren(...shown.map(({ element }) => element));
    shown.forEach(({ element }, i) =>
      element.setAttribute("aria-label", CAROUSEL_TEXTS.slide(i + 1, shown.length)),
    );
    for (const button of filterGroup.querySelectorAll("button"))
      button.setAttribute("aria-pressed", String((button.dataset.tag ?? null) === tag));
    dotList.replaceChildren(
      ...shown.map(({ author }, i) => {
        const item = dotItem.cloneNode(true) as HTMLElement;
        const dot = item.querySelector("button");
        dot?.setAttribute("aria-label", CAROUSEL_TEXTS.dot(i + 1, shown.length, author));
        dot?.addEventListener("click", () => {
          state = goTo(state, i, shown.length);
          show();
        });
        return item;
      }),
    );
    controls.replaceChildren(
      ...(hasControls(shown.length) ? [previousButton, dotList, nextButton] : []),
    );
    show();
  };

  const tags = collectTags(slides);
  if (tags.length > 0) {
    const buttons = tags.map((tag) => {
      const button = tagButton.cloneNode(true) as HTMLButtonElement;
      button.textContent = tag;
      button.dataset.tag = tag;
      button.addEventListener("click", () => filter(tag));
      return button;
    });
    allButton.addEventListener("click", () => filter(null));
    filterGroup.replaceChildren(allButton, ...buttons);
    if (reserved) reserved.replaceWith(filterGroup);
  }
  previousButton.addEventListener("click", step(previous));
  nextButton.addEventListener("click", step(next));

  // The strip becomes the carousel: live, no longer a scrolling region of its own.
  for (const name of ["tabindex", "role", "aria-label"]) track.removeAttribute(name);
  track.setAttribute("aria-live", "polite");
  root.dataset.enhanced = "";
  filter(null);
}

function partnerLogos() {
  // Both copies of the list (the second is the loop's, hidden from assistive technology).
  const lists = document.querySelector('[data-testid="partner-logos"]')?.parentElement;
  for (const img of lists?.querySelectorAll<HTMLImageElement>("a > img") ?? []) {
    const fail = () => {
      if (img.dataset.failed) return;
      img.dataset.failed = "true";
      // The name in the link's hidden words, next to its "opens in a new tab" (same class).
      const hint = img.nextElementSibling;
      if (!hint) return;
      const name = hint.cloneNode() as HTMLElement;
      name.textContent = img.alt;
      img.after(name);
    };
    // Failed before this module ran: the error event has been and gone.
    if (img.complete && img.naturalWidth === 0) fail();
    else img.addEventListener("error", fail);
  }
}

const root = document.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
if (root) carousel(root);
partnerLogos();
