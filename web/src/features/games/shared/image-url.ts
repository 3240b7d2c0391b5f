// Question and meme pictures (spec 001 §7): a path under /uploads/ is served from
// /attached_assets plus that path; any other address is used as it is.
const UPLOADS_PREFIX = "/uploads/";
const ASSETS_PREFIX = "/attached_assets";

export function contentImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  return value.startsWith(UPLOADS_PREFIX) ? `${ASSETS_PREFIX}${value}` : value;
}
