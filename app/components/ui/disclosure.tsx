/**
 * A <details> disclosure: works without JavaScript, and the browser itself exposes the summary as
 * expanded or collapsed (aria-expanded on a <summary> is invalid HTML). With JavaScript it closes
 * on route change, Escape (focus back on the summary) and a click or focus outside.
 * The public navigation's menus and the CRM frame's menu.
 */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

export function Disclosure({
  label,
  children,
  className,
  summaryClassName,
  active,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName: string;
  active?: boolean;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    close(ref);
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close(ref);
    };
    document.addEventListener("click", onPointer);
    document.addEventListener("focusin", onPointer);
    return () => {
      document.removeEventListener("click", onPointer);
      document.removeEventListener("focusin", onPointer);
    };
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the open <details> menu; its <summary> stays the keyboard control
    <details
      ref={ref}
      className={className}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          event.stopPropagation();
          close(ref);
          ref.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className={summaryClassName} data-active={active ? "true" : undefined}>
        {label}
      </summary>
      {children}
    </details>
  );
}

function close(ref: RefObject<HTMLDetailsElement | null>) {
  if (ref.current?.open) ref.current.open = false;
}
