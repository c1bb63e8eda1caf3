/**
 * The home page's consultation call to action sits far below the fold: its code (the block and
 * the guide download) loads once the page has hydrated, in a chunk of its own, so it is neither
 * part of the home page's first load nor of the work its hydration does. The server renders it
 * in full (usable without JavaScript); its code loads wherever the visitor is, since a part whose
 * code waits holds back every update from above it (the sign-up's confirmation too).
 */
import { afterHydration } from "~/components/deferred";
// Its styles stay in the page's first load: the server-rendered HTML needs them at once.
import "./cta-block.css";

export const DeferredCtaBlock = afterHydration(() => import("./cta-block").then((m) => m.CtaBlock));
