// Build-time entry (scripts/build/prerender.ts): draws one page of the app to HTML with
// React's static prerendering, which waits for the lazy route chunks, so the page arrives
// painted and main.tsx hydrates it.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { App } from "./app";
import { contactPage, privacyPage, termsPage } from "./content/legal";
import type { PrerenderedPage } from "./first-page";
import { DEFAULT_SITE_SETTINGS } from "./lib/catalog";
import { pageTitle } from "./lib/page-meta";
import { LoadingScreen } from "./ui/spinner";

/** Where each page is drawn from: a path the router sends to it. */
export const PAGE_LOCATIONS: Record<PrerenderedPage, string> = {
  landing: "/",
  privacy: "/privacy",
  terms: "/terms",
  contact: "/contact",
  "not-found": "/404",
  // The room's first frame (header and loading card) does not depend on the code.
  room: "/join/ROOM",
};

/** The <title> and description a page's usePageMeta sets once it runs; null keeps the shell's. */
export function pageHead(page: PrerenderedPage): { title: string; description: string } | null {
  const siteName = DEFAULT_SITE_SETTINGS.siteName;
  const legal = page === "privacy" ? privacyPage : page === "terms" ? termsPage : page === "contact" ? contactPage : null;
  return legal ? { title: pageTitle({ title: legal.title, siteName }), description: legal.description } : null;
}

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

export function renderPage(page: PrerenderedPage): Promise<string> {
  return html(
    <StrictMode>
      <App location={PAGE_LOCATIONS[page]} firstPage={page} />
    </StrictMode>,
  );
}

/** The neutral shell's body (every other address): the loading screen, replaced when the app renders. */
export function renderShell(): Promise<string> {
  return html(<LoadingScreen />);
}
