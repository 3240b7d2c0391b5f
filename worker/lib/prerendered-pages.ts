// Where the build (scripts/build/prerender.ts) puts the prerendered pages the worker serves
// itself: the landing, the room's first frame and the 404. /privacy, /terms and /contact are
// plain assets (privacy.html, ...) that Workers Assets serves without the worker.
export const PRERENDERED_DIR = "/_prerendered";

/** "drawn": the template the worker draws a blog page or a visitor's /premium into, with their critical CSS. */
export type WorkerPrerenderedPage = "landing" | "room" | "not-found" | "screen" | "drawn";

/** The asset path to fetch from the ASSETS binding (without .html: the binding's HTML handling adds it). */
export const prerenderedAsset = (page: WorkerPrerenderedPage) => `${PRERENDERED_DIR}/${page}`;

/** The root element's attribute a prerendered page carries (web/src/main.tsx reads it to hydrate). */
export const PRERENDERED_MARKER = (page: string) => `data-prerendered="${page}"`;
