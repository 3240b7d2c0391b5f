import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { StaticRouter } from "react-router";
import { AppFrame } from "./app";
import type { HydratedPage } from "./first-page";

/**
 * The whole app drawn at one address: the build's prerender and the worker's drawn pages. The
 * worker, drawing a room link's join card, gives each page a QueryClient of its own.
 */
export function ServerApp({ location, firstPage = null, client }: { location: string; firstPage?: HydratedPage | null; client?: QueryClient }) {
  return <AppFrame router={(routes: ReactNode) => <StaticRouter location={location}>{routes}</StaticRouter>} firstPage={firstPage} client={client} />;
}
