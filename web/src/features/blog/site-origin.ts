// The site's origin for the blog's share links: the address bar's in the browser, the request's
// when the worker renders the page (worker/pages/blog-page.tsx), so both draw the same links.
import { createContext, use } from "react";

export const SiteOriginContext = createContext<string>(typeof window === "undefined" ? "" : window.location.origin);

export const useSiteOrigin = () => use(SiteOriginContext);
