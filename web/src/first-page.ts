// The pages the build prerenders (scripts/build/prerender.ts) and hydrates in the browser.
// A page's HTML says which one it is (<div id="root" data-prerendered="…">); main.tsx hydrates
// only when that is the page the router shows at this address, else it renders from scratch.
import { createContext } from "react";

export const PRERENDERED_PAGES = ["landing", "privacy", "terms", "contact", "not-found", "room", "screen"] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/**
 * A page the browser hydrates: a prerendered one, a blog page the worker draws with its data
 * (worker/pages/blog-page.tsx), or a room link's join card, which the worker draws for a room
 * that exists (worker/pages/join-page.tsx) where the build's room frame would stand, or a
 * visitor's /premium with its tiers, which the worker draws too (worker/pages/premium-page.tsx).
 * The big screen's page ("screen") is only ever served with a room's lobby the worker drew into it
 * (worker/pages/screen-page.tsx); the build's copy holds sample players, for its critical CSS.
 */
export type HydratedPage = PrerenderedPage | "blog" | "join" | "premium";

/** The page being hydrated, if any: "/" keeps its prerendered landing while the sign-in check runs. */
export const FirstPageContext = createContext<HydratedPage | null>(null);
