import "./fonts.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, prerenderedPageAt } from "./app";
import { seedBlogQueries } from "./features/blog/seeded-data";
import { seedPremiumQueries } from "./features/premium/seeded-data";
import { JoinCardContext, takeJoinCard } from "./features/room/join-card-data";
import { ScreenFrameContext, takeScreenFrame } from "./features/screen/screen-frame";
import { AUTH_USER_KEY } from "./lib/auth";
import { queryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";
import { setHydratingStartPage } from "./runtime/hydrate-later";
import { renderInMicrotasks, renderInTasks } from "./runtime/render-pacing";

// The entry script asks for the drawn page's route chunk a task before mount() hydrates it.
export { preloadPageRoute } from "./app";

/**
 * Hydrates the page the worker or the build drew, or draws it from scratch. The entry script
 * (start.ts) calls it once this module and the libraries have been evaluated, each in a task of
 * its own, so hydrating is a step apart.
 */
export function mount(): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");

  // The worker marks a page that came without a session cookie: nobody is signed in, and asking
  // /api/auth/user would only log a 401 in the console of a visitor's first page.
  if (root.dataset.signedOut !== undefined) queryClient.setQueryData(AUTH_USER_KEY, null);

  // React's server renderer (the worker's pages) puts a preload hint for the page's first images
  // at the top of the root, where React's hydration skips it; the browser renderer hydrates the
  // root's children in order, so the hints (already acted on) go to the head first.
  for (const hint of root.querySelectorAll(":scope > link")) document.head.appendChild(hint);

  // A prerendered page (scripts/build/prerender.ts) is hydrated when it is the page the router
  // shows here; the neutral shell, the dev server's page or a file reached at another address
  // is rendered from scratch.
  const page = prerenderedPageAt(window.location.pathname);
  // A room link's join card, drawn by the worker for a room that exists, with the data it was drawn from.
  const joinCard = page === "room" && root.dataset.prerendered === "join" ? takeJoinCard(queryClient, root) : null;
  // The big screen's lobby, drawn by the worker for a room waiting to start, with the data it was drawn from.
  const screenFrame = page === "screen" && root.dataset.prerendered === "screen" ? takeScreenFrame() : null;
  const hydrating = !!screenFrame || !!joinCard || (!!page && page !== "screen" && root.dataset.prerendered === page);
  // Until the page has settled (settleStart), its first draw and the renders after it come in tasks of their own.
  setHydratingStartPage(hydrating);
  renderInTasks();
  if (screenFrame) {
    hydrateRoot(
      root,
      <StrictMode>
        <ScreenFrameContext value={screenFrame}>
          <App firstPage="screen" />
        </ScreenFrameContext>
      </StrictMode>,
    );
  } else if (joinCard) {
    hydrateRoot(
      root,
      <StrictMode>
        <JoinCardContext value={joinCard}>
          <App firstPage="join" />
        </JoinCardContext>
      </StrictMode>,
    );
  } else if (page && page !== "screen" && root.dataset.prerendered === page) {
    // A blog page or a visitor's /premium the worker drew comes with the data its queries fetch.
    if (page === "blog") seedBlogQueries(queryClient);
    if (page === "premium") seedPremiumQueries(queryClient);
    hydrateRoot(
      root,
      <StrictMode>
        <App firstPage={page} />
      </StrictMode>,
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }

  registerServiceWorker();
}

/** The start is over (start.ts, once the page's route has drawn and the phone is idle): renders go back to the renderer's own pace. */
export function settleStart(): void {
  setHydratingStartPage(false);
  renderInMicrotasks();
}
