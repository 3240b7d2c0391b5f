// Page metadata of spec 000 §2: title, description, Open Graph and Twitter cards,
// robots marking, language and direction, and the favicon.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { RoomSeo } from "../../../schema/api";
import { SITE } from "../../../schema/limits";
import { useStartSettled } from "../runtime/hydrate-later";
import { apiJson } from "./api";
import { useSiteSettings } from "./catalog";

// The blog admin, /payment/{status} (the payment-success screen under its other address), a room's
// other pages (its big screen, audience and moderator) and a pack's link join the spec's list: the
// worker draws them noindex, and the app must not mark them indexable once it runs.
const NOINDEX_PATTERNS = [/^\/admin(\/|$)/, /^\/blogadmin(\/|$)/, /^\/(?:room|join|join-room|screen|watch|mod|pack)\//, /^\/payment-success(\/|$)/, /^\/payment\//];
const ROOM_PATH = /^\/(?:room|join|join-room)\/([^/]+)/;

/** `missing`: the page's item does not exist (the worker answered 404 with noindex), so it stays noindex once the app runs. */
export function robotsFor(pathname: string, missing = false): string {
  return missing || NOINDEX_PATTERNS.some((re) => re.test(pathname)) ? "noindex,nofollow" : "index,follow";
}

export function roomCodeFromPath(pathname: string): string | null {
  const match = ROOM_PATH.exec(pathname);
  if (!match) return null;
  const code = decodeURIComponent(match[1]).trim().toUpperCase();
  return code || null;
}

/** Absolute URL for an image that may be a path relative to the site origin. */
export function absoluteUrl(value: string): string {
  if (!value) return "";
  if (/^https?:\/\//i.test(value)) return value;
  try {
    return new URL(value, window.location.origin).toString();
  } catch {
    return "";
  }
}

function setMeta(attribute: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  if (element.getAttribute("content") !== content) element.setAttribute("content", content);
}

/** Sets an attribute of the root element only when it differs: setting `dir` or `lang`, even to its own value, restyles the whole page. */
function setRootAttribute(name: "lang" | "dir", value: string): void {
  const html = document.documentElement;
  if (html.getAttribute(name) !== value) html.setAttribute(name, value);
}

function useRoomSeo(code: string | null, enabled: boolean) {
  const query = useQuery({
    queryKey: ["/api/room-seo", code],
    queryFn: () => apiJson<RoomSeo>("GET", `/api/room-seo?code=${encodeURIComponent(code ?? "")}`),
    enabled: enabled && !!code,
  });
  return query.data ?? null;
}

/**
 * The document title. A room's SEO name already reads «room | site» (spec 000 §2: the title
 * becomes that siteName), so it stands alone; appending it to the page's own title named the
 * room twice. Elsewhere the title is «title | site name», or the site name alone.
 */
export function pageTitle({ title, siteName, roomSiteName }: { title?: string; siteName: string; roomSiteName?: string | null }): string {
  if (roomSiteName && roomSiteName !== siteName) return roomSiteName;
  return title ? `${title} | ${siteName}` : siteName;
}

export interface PageMeta {
  /** The page's own title; the site name is appended. Omit on the main page. */
  title?: string;
  description?: string;
  /** The page's item is missing (a blog post, category or tag): noindex, as the worker's 404 said. */
  missing?: boolean;
}

export function usePageMeta({ title, description, missing = false }: PageMeta = {}): void {
  const { pathname } = useLocation();
  // A page the worker drew came with its head filled from the same settings and room: while the app
  // hydrates it, the head stays the worker's and the settings are not asked for (two requests and
  // a dozen head writes less in the start's busiest task); once the start settles they are.
  const settled = useStartSettled();
  const settings = useSiteSettings(settled);
  const roomCode = roomCodeFromPath(pathname);
  const roomSeo = useRoomSeo(roomCode, settled);

  const siteName = settings.siteName;
  const siteDescription = (roomCode && roomSeo?.siteDescription) || settings.siteDescription;
  const siteImage = (roomCode && roomSeo?.siteImage) || settings.siteImage;

  const fullTitle = pageTitle({ title, siteName, roomSiteName: roomCode ? roomSeo?.siteName : null });
  const fullDescription = description || siteDescription;
  const image = absoluteUrl(siteImage);

  useEffect(() => {
    if (!settled) return;
    setRootAttribute("lang", "ar");
    setRootAttribute("dir", "rtl");
    if (document.title !== fullTitle) document.title = fullTitle;
    const url = window.location.origin + pathname;
    setMeta("name", "description", fullDescription);
    setMeta("name", "robots", robotsFor(pathname, missing));
    setMeta("property", "og:type", "website");
    setMeta("property", "og:locale", "ar_AR");
    setMeta("property", "og:site_name", siteName);
    setMeta("property", "og:url", url);
    setMeta("property", "og:title", fullTitle);
    setMeta("property", "og:description", fullDescription);
    setMeta("property", "og:image", image);
    setMeta("name", "twitter:card", image ? "summary_large_image" : "summary");
    setMeta("name", "twitter:title", fullTitle);
    setMeta("name", "twitter:description", fullDescription);
    setMeta("name", "twitter:image", image);
  }, [settled, fullTitle, fullDescription, image, pathname, siteName, missing]);

  useFavicon(settings.faviconUrl, settled);
}

// ---------- favicon ----------

const faviconChecks = new Map<string, Promise<string | null>>();

function faviconType(url: string, contentType: string | null): string {
  const path = url.split(/[?#]/)[0].toLowerCase();
  const type = (contentType ?? "").toLowerCase();
  if (path.endsWith(".svg") || type.includes("svg")) return "image/svg+xml";
  if (path.endsWith(".ico") || type.includes("icon")) return "image/x-icon";
  return "image/png";
}

/** HEAD-checks a custom favicon once per URL; resolves to its type, or null when unreachable. */
function checkFavicon(url: string): Promise<string | null> {
  let check = faviconChecks.get(url);
  if (!check) {
    check = fetch(url, { method: "HEAD" })
      .then((res) => (res.ok ? faviconType(url, res.headers.get("content-type")) : null))
      .catch(() => null);
    faviconChecks.set(url, check);
  }
  return check;
}

function applyFavicon(href: string, type: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.appendChild(link);
  }
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
  link.type = type;
}

function useFavicon(faviconUrl: string, settled: boolean): void {
  useEffect(() => {
    if (!settled) return;
    const url = faviconUrl.trim();
    if (!url || url === SITE.defaultFavicon) {
      applyFavicon(SITE.defaultFavicon, "image/svg+xml");
      return;
    }
    let cancelled = false;
    void checkFavicon(url).then((type) => {
      if (cancelled) return;
      if (type) {
        applyFavicon(url, type);
      } else {
        console.warn(`Favicon not reachable, keeping the default: ${url}`);
        applyFavicon(SITE.defaultFavicon, "image/svg+xml");
      }
    });
    return () => {
      cancelled = true;
    };
  }, [faviconUrl, settled]);
}
