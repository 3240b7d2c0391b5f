/** Whether a percent-encoded piece of a URL decodes; Hono keeps undecodable text as it is, silently. */
export function decodes(encoded: string) {
  try {
    decodeURIComponent(encoded.replaceAll("+", " "));
    return true;
  } catch {
    return false;
  }
}

/** Whether every part of the URL's path and query is well-formed percent-encoding. */
export function wellEncoded(url: string) {
  const { pathname, search } = new URL(url);
  return decodes(pathname) && search.slice(1).split("&").every((pair) => pair.split("=").every(decodes));
}
