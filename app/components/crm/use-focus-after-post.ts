/**
 * Focus after a CRM action (docs/decisions/038): once a post has settled (the answer and the page
 * it leads to are shown), if focus was dropped (the control that had it was disabled or is gone,
 * so it sits on <body>), it goes to the page's main heading; an action done in place keeps focus
 * on its control, and the toast says what happened either way.
 */
import { useEffect, useRef } from "react";
import { useFetchers, useNavigation } from "react-router";

const isPost = (method: string | undefined) => Boolean(method && method.toUpperCase() !== "GET");

/** The page's main heading (h1), made focusable by script only; else the main region. */
export function focusMainHeading(doc: Document = document) {
  const main = doc.getElementById("main-content");
  const heading = main?.querySelector<HTMLElement>("h1");
  const target = heading ?? main;
  if (!target) return;
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "nearest" });
}

export function useFocusAfterPost() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const posting = isPost(navigation.formMethod) || fetchers.some((f) => isPost(f.formMethod));
  const settled = navigation.state === "idle" && fetchers.every((f) => f.state === "idle");
  const posted = useRef(false);
  useEffect(() => {
    if (posting) posted.current = true;
  }, [posting]);
  useEffect(() => {
    if (!settled || !posted.current) return;
    posted.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    focusMainHeading();
  }, [settled]);
}
