/**
 * Asks before leaving a form whose fields hold changes not saved (JavaScript on): the browser's
 * own question when the page unloads (closing the tab, reloading, another address), and a
 * confirm for a link inside the app. A field is changed when its value is not its default (what
 * the server rendered: the saved text), so a save, whose answer renders the new text as the
 * default, clears it. A form whose refused post is drawn again with the typed text as its defaults
 * passes `saved` (each field's saved value by name): its fields are compared with that instead,
 * and fields it does not name are left out. Without JavaScript nothing asks; the form's own posts
 * keep what was typed.
 */
import { useEffect, useRef } from "react";
import { useBlocker, useNavigation } from "react-router";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === "hidden") return false;
  return field.value !== field.defaultValue;
}

function formChanged(formId: string, saved?: Record<string, string>): boolean {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return false;
  if (saved) {
    const now = new FormData(form);
    return Object.entries(saved).some(
      ([name, value]) => String(now.get(name) ?? "").replace(/\r\n/g, "\n") !== value,
    );
  }
  return Array.from(form.elements).some(
    (el) =>
      (el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement) &&
      changed(el),
  );
}

export function useUnsavedChangesWarning(
  formId: string,
  question: string,
  saved?: Record<string, string>,
): void {
  const baseline = useRef(saved);
  baseline.current = saved;
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!formChanged(formId, baseline.current)) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [formId]);
  // A link inside the app (no unload). A post of the form, and the redirect that answers it, are
  // never asked about: only a navigation that starts while nothing is being sent.
  const navigation = useNavigation();
  const idle = useRef(true);
  idle.current = navigation.state === "idle";
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      idle.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      formChanged(formId, baseline.current),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}
