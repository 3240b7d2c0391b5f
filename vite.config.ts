import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import type { AppEnvMode } from "./data/env";
import { prerenderPages } from "./scripts/build/prerender";
import { serviceWorker } from "./scripts/build/service-worker";
import { chunkPlan } from "./scripts/vite/chunk-plan";
import { dispatchRetry } from "./scripts/vite/dispatch-retry";
import { iconKeys } from "./scripts/vite/icon-keys";
import { pageHeaders } from "./scripts/vite/page-headers";
import { lazyImportPreloads } from "./scripts/vite/preload-deps";

/** Local D1, R2 and Durable Object storage; tests point it at a scratch folder. */
export const stateDir = resolve(import.meta.dirname, process.env.MAJLIS_STATE_DIR ?? ".wrangler/state");

/**
 * The browser runs Preact's React layer instead of React DOM: the players' pages carry ~11 KiB
 * of renderer (gzip) instead of ~66 (docs/decisions.md). Only the client: the worker and the build's
 * prerender draw pages with React's server renderer, which the browser then hydrates.
 */
export const PREACT_FOR_REACT: Record<string, string> = {
  // Preact's React layer with the one hook it lacks that React Router calls.
  react: resolve(import.meta.dirname, "web/src/runtime/react-on-preact.js"),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/** Resolves React's entry points to Preact's; also given to the dev server's dependency bundler, which runs no vite plugin. */
const reactToPreact = {
  name: "majlis:react-to-preact",
  resolveId(this: { resolve: (source: string, importer?: string, options?: object) => Promise<unknown> }, source: string, importer?: string, options?: object) {
    const target = PREACT_FOR_REACT[source];
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
};

function preactInBrowser(): Plugin {
  return { ...reactToPreact, enforce: "pre", applyToEnvironment: (environment) => environment.name === "client" } as Plugin;
}

export default defineConfig(({ command }) => {
  // One chunk per set of pages that load a module up front, not per set of lazy parts (scripts/vite/chunk-plan.ts).
  const web = resolve(import.meta.dirname, "web/src");
  const chunks = chunkPlan({
    // The entry script starts the app in two steps (web/src/start.ts): the libraries, then the app.
    steps: (id) => [`${web}/runtime/libraries.ts`, `${web}/main.tsx`].indexOf(id),
    // The pages: the routes players open (the landing, the home screen, a new room, a room and its lobby, the big screen, the
    // audience's page, premium, the blog), and each game's screens, which a room's phones load as soon as the game is chosen.
    // Every route as a page was tried: see docs/decisions.md (the join path and the game's screens load more).
    page: (id) =>
      ["landing", "home", "create-room", "room", "screen", "watch", "premium", "blog/index", "blog/post"].some((route) => id === `${web}/routes/${route}.tsx`) ||
      [`${web}/features/lobby/lobby.tsx`, `${web}/features/room/game-screen.tsx`].includes(id) ||
      /\/features\/games\/[\w-]+\/index\.tsx?$/.test(id),
  });
  return {
    root: "web",
    publicDir: "public",
    // Every browser with module scripts either supports modulepreload or simply skips it: no polyfill in the entry.
    build: { outDir: "../dist", emptyOutDir: true, modulePreload: { polyfill: false, resolveDependencies: lazyImportPreloads } },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [{ name: chunks.name, debugName: "chunk-plan", includeDependenciesRecursively: false }] },
              // A shared chunk's file is its hash alone: its name says nothing, and every chunk importing it writes it.
              chunkFileNames: (chunk) => (chunk.facadeModuleId ? "assets/[name]-[hash].js" : "assets/[hash].js"),
            },
            // The limits and the count words are data: a part no page uses is left out, and each part goes with the pages that use it.
            treeshake: { moduleSideEffects: (id) => (/[\\/]schema[\\/](limits([\\/][\w-]+)?|arabic-count)\.ts$/.test(id) ? false : undefined) },
          },
        },
        // The dev server's pre-bundled libraries (React Router, TanStack Query…) import React too.
        optimizeDeps: { rolldownOptions: { plugins: [reactToPreact] } },
      },
    },
    plugins: [
      preactInBrowser(),
      chunks.plugin,
      iconKeys(),
      react(),
      tailwindcss(),
      // wrangler.toml describes the deployed worker (APP_ENV = "production"); only the dev server runs in development mode.
      cloudflare({
        configPath: resolve(import.meta.dirname, "wrangler.toml"),
        persistState: { path: stateDir },
        config: command === "serve" ? (worker) => void (worker.vars = { ...worker.vars, APP_ENV: "development" satisfies AppEnvMode }) : undefined,
      }),
      pageHeaders(resolve(import.meta.dirname, "web/public/_headers")),
      // After the Cloudflare plugin: a request whose local connection to workerd was closed under it is sent again (docs/decisions.md, issue 35).
      dispatchRetry(),
      // The installable app's service worker, versioned by the build (/sw.js).
      serviceWorker(import.meta.dirname),
      // After the client bundle: the pages that paint before JavaScript (not in vite dev, which serves the plain shell).
      prerenderPages(import.meta.dirname),
    ],
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: "127.0.0.1" },
  };
});
