/**
 * The home page's sections from Sectors to Latest posts, kept as the server sent them: hydration
 * neither loads their code nor walks their elements (app/components/kept-as-server-html.tsx). Their styles stay in the page's first load: the server's HTML needs them.
 */
import { keptAsServerHtml } from "~/components/kept-as-server-html";
import * as home from "./home.css";
import * as css from "./home-page.css";

const sections = () => import("./home-sections").then((m) => m.sectionsStyledBy(home, css));

export const KeptMiddleSections = keptAsServerHtml("home-sectors-to-transformation", () =>
  sections().then((s) => s.MiddleSections),
);

export const KeptLatestPosts = keptAsServerHtml("home-latest-posts", () =>
  sections().then((s) => s.LatestPosts),
);
