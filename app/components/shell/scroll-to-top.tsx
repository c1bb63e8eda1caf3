import { useEffect } from "react";
import { useLocation } from "react-router";

/** The address last seen, kept across remounts of the frame (e.g. coming back from /crm). */
let lastLocation: string | undefined;

/**
 * SPEC.md section 2: on every route change the page scrolls to the top, unless the address
 * names an anchor, which is scrolled into view instead. The first page load is left to the
 * browser (it already handles anchors and reload positions).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const key = `${pathname}${hash}`;
    const first = lastLocation === undefined;
    const changed = lastLocation !== key;
    lastLocation = key;
    if (first || !changed) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
