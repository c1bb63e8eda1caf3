/**
 * Asks before leaving a form whose fields hold changes not saved (JavaScript on): the browser's
 * own question when the page unloads (closing the tab, reloading, another address), and a
 * confirm for a link inside the app. A field is changed when its value is not its default (what
 * the server rendered: the saved text), so a save, whose answer renders the new text as the
 * default, clears it. Without JavaScript nothing asks; the form's own posts keep what was typed.
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

function formChanged(formId: string): boolean {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return false;
  return Array.from(form.elements).some(
    (el) =>
      (el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement) &&
      changed(el),
  );
}

export function useUnsavedChangesWarning(formId: string, question: string): void {
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!formChanged(formId)) return;
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
      idle.current && currentLocation.pathname !== nextLocation.pathname && formChanged(formId),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}
