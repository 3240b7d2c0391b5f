// Small read-only catalogue queries shared by several screens.
import { useQuery } from "@tanstack/react-query";
import type { CharacterLimits, SiteSettings } from "../../../schema/api";
import { CHARACTER_LIMITS, CLIENT_TIMINGS, SITE } from "../../../schema/limits";
import { apiJson } from "./api";

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  faviconUrl: SITE.defaultFavicon,
  siteName: SITE.defaultSiteName,
  siteDescription: SITE.defaultDescription,
  siteImage: SITE.defaultImage,
};

/** Fresh for 300000 ms and refetched every 120000 ms (spec 000 §7); defaults when it fails. */
export function useSiteSettings(enabled = true): SiteSettings {
  const query = useQuery({
    queryKey: ["/api/site-settings"],
    queryFn: () => apiJson<SiteSettings>("GET", "/api/site-settings"),
    staleTime: CLIENT_TIMINGS.siteSettingsStaleMs,
    refetchInterval: CLIENT_TIMINGS.siteSettingsRefetchMs,
    enabled,
  });
  const data = query.data;
  return {
    faviconUrl: data?.faviconUrl || DEFAULT_SITE_SETTINGS.faviconUrl,
    siteName: data?.siteName || DEFAULT_SITE_SETTINGS.siteName,
    siteDescription: data?.siteDescription || DEFAULT_SITE_SETTINGS.siteDescription,
    siteImage: data?.siteImage ?? DEFAULT_SITE_SETTINGS.siteImage,
  };
}

/** Fetched with one retry; the shared constants stand in until (or unless) it answers. */
export function useCharacterLimits(): CharacterLimits {
  const query = useQuery({
    queryKey: ["/api/character-limits"],
    queryFn: () => apiJson<CharacterLimits>("GET", "/api/character-limits"),
    retry: 1,
  });
  return query.data ?? CHARACTER_LIMITS;
}
