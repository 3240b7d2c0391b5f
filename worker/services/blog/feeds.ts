// robots.txt, sitemap.xml and the blog's RSS feed, as pure text builders.

export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);
}

/** Paths crawlers should leave alone: admin screens, rooms and room links, payments, the API. */
export const DISALLOWED_PATHS = ["/admin", "/blogadmin", "/room/", "/join/", "/join-room/", "/screen/", "/watch/", "/mod/", "/create-room", "/account", "/payment/", "/payment-success", "/auth/", "/api/"];

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date | null;
}

/** Each path percent-encoded once (Arabic slugs), as the sitemap protocol asks. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const loc = xmlEscape(origin + encodeURI(path));
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${loc}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export interface FeedItem {
  slug: string;
  titleAr: string;
  excerptAr: string;
  publishedAt: Date | null;
  createdAt: Date;
  featuredImage: string | null;
}

export function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + (url.startsWith("/") ? url : `/${url}`);
}

export function rssXml({ origin, title, description, items }: { origin: string; title: string; description: string; items: FeedItem[] }): string {
  const entries = items.map((item) => {
    const link = xmlEscape(`${origin}/blog/${encodeURIComponent(item.slug)}`);
    const date = (item.publishedAt ?? item.createdAt).toUTCString();
    const image = item.featuredImage ? `\n      <enclosure url="${xmlEscape(absolute(origin, item.featuredImage))}" type="${imageType(item.featuredImage)}" length="0"/>` : "";
    return `    <item>
      <title>${xmlEscape(item.titleAr)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${date}</pubDate>
      <description>${xmlEscape(item.excerptAr)}</description>${image}
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(title)}</title>
    <link>${xmlEscape(`${origin}/blog`)}</link>
    <atom:link href="${xmlEscape(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${xmlEscape(description)}</description>
    <language>ar</language>
${entries.join("\n")}
  </channel>
</rss>
`;
}

function imageType(url: string): string {
  const ext = url.split(/[?#]/)[0].split(".").pop()?.toLowerCase();
  return ext === "jpg" || ext === "jpeg" ? "image/jpeg" : ext === "webp" ? "image/webp" : ext === "gif" ? "image/gif" : ext === "svg" ? "image/svg+xml" : "image/png";
}
