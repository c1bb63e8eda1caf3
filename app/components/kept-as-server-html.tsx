import { type ComponentType, type MouseEvent, useState } from "react";
import { useNavigate } from "react-router";
import { deferUntil } from "~/components/deferred";
import { noBox } from "~/styles/utilities.css";

/**
 * A third way beside app/components/deferred.tsx's two, for a part with nothing to do in the
 * browser (text, images, links, native <details>). Hydration keeps the server's HTML as it is, so neither the part's
 * code nor its elements are part of it; the chunk loads only when the page is reached by a
 * client-side navigation (no server HTML to keep). On the home page the sections from Sectors
 * to Latest posts were a third of hydration's work. A click on a router link inside (React
 * Router marks them data-discover) still navigates client-side, as the <Link> would; any other
 * link (a server redirect, a new tab) is an ordinary link.
 */
export function keptAsServerHtml<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Rendered = deferUntil(() => Promise.resolve(), load);
  function Kept(props: P) {
    const navigate = useNavigate();
    // Read once, in the render that hydrates the server's HTML; null in a client-side navigation.
    const [serverHtml] = useState(() =>
      typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null),
    );
    if (serverHtml === null)
      return (
        <div id={id} className={noBox}>
          <Rendered {...props} />
        </div>
      );
    const followRouterLink = (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest("a[data-discover]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin)
        return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    };
    return (
      // Only passes on clicks on the links inside, which keep their own keyboard behaviour.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not a control: Enter on a link inside clicks it
      <div
        id={id}
        className={noBox}
        onClick={followRouterLink}
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  }
  return Kept;
}
