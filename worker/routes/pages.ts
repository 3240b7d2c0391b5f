// Pages whose link previews must work without JavaScript (crawlers of WhatsApp, X and
// Facebook run none): the worker serves the SPA shell from ASSETS with the page's title,
// description, canonical address, Open Graph and Twitter tags filled in (and JSON-LD for a
// post), plus robots.txt, sitemap.xml and the blog's RSS feed. Room links and unknown paths
// under the page prefixes get the build's prerendered page (room frame, 404) instead of the
// empty shell, "/" gets the prerendered landing for a visitor, and the blog's public pages are
// drawn here with their data (worker/pages/blog-page.tsx). A page sent without a session cookie
// is marked signed out, so the app does not ask who is signed in.
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { BLOG } from "../../schema/api/blog";
import type { RoomLookup } from "../../schema/api";
import { countText, QUESTIONS } from "../../schema/arabic-count";
import { AUTH, SITE } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import { database, type Db } from "../../data/db";
import { errorResponse, HttpError } from "../lib/errors";
import { pageSecurityHeaders } from "../lib/page-headers";
import { PRERENDERED_MARKER, prerenderedAsset, type WorkerPrerenderedPage } from "../lib/prerendered-pages";
import { absolute, robotsTxt, rssXml, sitemapXml } from "../services/blog/feeds";
import { publicCategoryBySlug, publicPostBySlug, publicPostIndex, publicTaxonomyIndex, tagBySlug } from "../services/blog/queries";
import { redirectedSlug } from "../services/blog/slug-redirects";
import { readSiteSettings } from "../services/catalog";
import { manifestOf } from "../../schema/games";
import { listTiers } from "../services/pricing";
import type { ImageSize } from "../services/image-size";
import { ensureSeeded } from "../services/seed";
import { uploadedImageSize } from "../services/uploads";
import type { BlogApi } from "../pages/blog-page";
import { blogPublicRoutes } from "./blog/public";
import { catalogRoutes } from "./catalog";
import { roomRoutes } from "./rooms";
import { findLiveRoom } from "../services/rooms";
import { previewablePack, takeLookup } from "../services/packs";
import { roomActor } from "../services/room-actors";
import { ensureGuestIdentity } from "../services/guest-identity";
import { ensureDevice } from "../services/device";
import { identity } from "../middleware/identity";
import { PAGE_IDENTITY_ATTRIBUTE } from "../../web/src/live/early-socket";
import { DEFAULT_ADDRESS_FORM } from "../../schema/address";
import type { ScreenFrame } from "../../web/src/features/screen/screen-frame";
import { BLOG_DATA_ID, seededDataJson, type SeededQueries } from "../../web/src/features/blog/seeded-data";

/** 1200×630 pictures in web/public/og: the site's, and a room invitation that says nothing about the room. */
/** Share pictures the project ships at 1200×630: the site's and the invite's, and the seeded posts' covers (checked by content/blog-images.test.ts). */
export const SHARE_IMAGES = { site: "/og/majlis.jpg", invite: "/og/invite.jpg", seedBlogPrefix: "/seed/blog/", width: 1200, height: 630 } as const;

/**
 * The real size of a page's share picture: our own two pictures are
 * 1200×630; an uploaded one has the size read when it arrived; any other
 * address (a link to elsewhere, an upload of unknown size) gets no size tags.
 */
async function shareImageSize(db: Db, image: string): Promise<ImageSize | null> {
  if (image === SHARE_IMAGES.site || image === SHARE_IMAGES.invite || image.startsWith(SHARE_IMAGES.seedBlogPrefix))
    return { width: SHARE_IMAGES.width, height: SHARE_IMAGES.height };
  return uploadedImageSize(db, image);
}

export interface PageMeta {
  status: 200 | 404 | 429;
  title: string;
  description: string;
  path: string;
  image: string;
  imageAlt: string;
  type: "website" | "article";
  robots: string;
  publishedTime?: string | null;
  modifiedTime?: string | null;
  jsonLd?: Record<string, unknown>;
}

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
const oneLine = (text: string, max = 300) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The tags appended to <head>. JSON-LD is escaped so no text in it can close its script element. */
export function headTags(meta: PageMeta, origin: string, siteName: string, imageSize: ImageSize | null = null): string {
  const url = origin + encodeURI(meta.path);
  const image = absolute(origin, meta.image);
  const tags: [string, string, string][] = [
    ["property", "og:type", meta.type],
    ["property", "og:locale", "ar_AR"],
    ["property", "og:site_name", siteName],
    ["property", "og:url", url],
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:image", image],
    ...(imageSize
      ? ([
          ["property", "og:image:width", String(imageSize.width)],
          ["property", "og:image:height", String(imageSize.height)],
        ] as [string, string, string][])
      : []),
    ["property", "og:image:alt", meta.imageAlt],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", meta.title],
    ["name", "twitter:description", meta.description],
    ["name", "twitter:image", image],
  ];
  if (meta.publishedTime) tags.push(["property", "article:published_time", meta.publishedTime]);
  if (meta.modifiedTime) tags.push(["property", "article:modified_time", meta.modifiedTime]);
  const html = tags.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeAttr(content)}" />`);
  html.unshift(`<link rel="canonical" href="${escapeAttr(url)}" />`);
  html.push(`<link rel="alternate" type="application/rss+xml" title="${escapeAttr(`${siteName} - المدونة`)}" href="${escapeAttr(`${origin}/blog/rss.xml`)}" />`);
  if (meta.jsonLd) {
    const json = JSON.stringify(meta.jsonLd).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
    html.push(`<script type="application/ld+json">${json}</script>`);
  }
  return html.join("\n    ");
}

/**
 * A page's HTML from ASSETS: its prerendered file when the build made one, else the SPA shell
 * (the dev server has no prerendered files; its ASSETS answers every path with the shell).
 */
async function pageHtml(assets: Fetcher, url: URL, page: WorkerPrerenderedPage | null): Promise<string> {
  const get = (path: string) => assets.fetch(new Request(new URL(path, url), { headers: { Accept: "text/html" } }));
  if (page) {
    const res = await get(prerenderedAsset(page));
    const html = res.ok ? await res.text() : "";
    if (html.includes(PRERENDERED_MARKER(page))) return html;
  }
  return (await get("/")).text();
}

const shellNonce = (html: string) => /<[^>]+\bnonce="([^"]+)"/.exec(html)?.[1] ?? null;

/** The root element's attribute that tells the app no session cookie came with the page (web/src/main.tsx). */
export const SIGNED_OUT_ATTRIBUTE = "data-signed-out";

/** A page drawn by the worker (a blog page, a room link's join card): the root's content and the JSON its first render was drawn from. */
interface RenderedBody {
  page: "blog" | "join" | "premium" | "screen";
  html: string;
  dataId: string;
  json: string;
}

/** The blog's public API answered in-process, exactly as the page's queries would fetch it. */
function blogApi(c: Context<AppEnv>): BlogApi {
  const api = new Hono<AppEnv>()
    .use(async (inner, next) => {
      inner.set("db", c.get("db"));
      await next();
    })
    .route("/", blogPublicRoutes);
  return async (path) => {
    const res = await api.request(path, { headers: { Accept: "application/json" } }, c.env);
    return res.status === 200 ? res.json() : null;
  };
}

async function shellResponse(c: Context<AppEnv>, meta: PageMeta, page: WorkerPrerenderedPage | null = null, body: RenderedBody | null = null): Promise<Response> {
  const assets = c.env.ASSETS;
  if (!assets) return c.text("Not found", 404);
  const url = new URL(c.req.url);
  const html = await pageHtml(assets, url, page);
  const nonce = shellNonce(html);
  const site = await readSiteSettings(database(c.env.DB));
  const siteName = site.siteName || SITE.name;
  const fullTitle = meta.title.includes(siteName) ? meta.title : `${meta.title} | ${siteName}`;
  const imageSize = await shareImageSize(database(c.env.DB), meta.image);
  const filled = { ...meta, title: fullTitle };
  const rewriter = new HTMLRewriter()
    .on("title", { element: (el) => void el.setInnerContent(fullTitle) })
    .on('meta[name="description"]', { element: (el) => void el.setAttribute("content", meta.description) })
    .on('meta[name="robots"]', { element: (el) => void el.setAttribute("content", meta.robots) })
    .on("head", { element: (el) => void el.append(headTags(filled, url.origin, siteName, imageSize), { html: true }) })
    .on("div#root", {
      element: (el) => {
        // The page drawn in names itself, last, as in the build's pages: the drawn pages' template names "drawn".
        if (body && page === "drawn") el.removeAttribute("data-prerendered");
        if (!getCookie(c, AUTH.sessionCookie)) el.setAttribute(SIGNED_OUT_ATTRIBUTE, "");
        if (!body) return;
        el.setAttribute("data-prerendered", body.page);
        el.setInnerContent(body.html, { html: true });
        el.after(`<script type="application/json" id="${body.dataId}">${body.json}</script>`, { html: true });
      },
    })
  // Every page drawn here (a join card, a blog page, a visitor's /premium, a big screen's lobby) is
  // usable as it arrives and starts the app on the first touch, or the TV's when the room changes
  // what it shows (web/src/start.ts): the app's code does not take the bandwidth from the page's
  // fonts and pictures before that.
  if (body) rewriter.on('link[rel="modulepreload"]', { element: (el) => void el.remove() });
  const rewritten = rewriter.transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", Vary: "Cookie" });
  for (const [name, value] of pageSecurityHeaders(nonce)) headers.set(name, value);
  // Crawlers that do not read the page's meta (or read it before JavaScript swaps it) get the header too.
  if (meta.robots === NOINDEX) headers.set("X-Robots-Tag", "noindex, nofollow");
  return new Response(await rewritten.text(), { status: meta.status, headers });
}

/** A blog page with its content drawn in, or the plain shell when the page's item is missing. */
async function blogResponse(c: Context<AppEnv>, meta: PageMeta): Promise<Response> {
  if (meta.status !== 200) return shellResponse(c, meta);
  const url = new URL(c.req.url);
  // Loaded on the first blog page, so React's server renderer is not evaluated when the worker starts.
  const { blogPageQueries, renderBlogPage } = await import("../pages/blog-page");
  const queries = await blogPageQueries(url, blogApi(c));
  if (!queries) return shellResponse(c, meta);
  return shellResponse(c, meta, "drawn", { page: "blog", html: renderBlogPage(url, queries), dataId: BLOG_DATA_ID, json: seededDataJson(queries) });
}

async function siteImage(c: Context<AppEnv>) {
  const site = await readSiteSettings(c.get("db"));
  return site.siteImage || SHARE_IMAGES.site;
}

/** Paths of the admin screens, answered here so their HTML says noindex (wrangler.toml run_worker_first lists them). */
export const ADMIN_PAGE_PATHS = ["/admin", "/admin/*", "/blogadmin", "/blogadmin/*"];

const INDEX = "index,follow";
const NOINDEX = "noindex,nofollow";

function notFoundMeta(path: string, image: string, title: string): PageMeta {
  return { status: 404, title, description: "الصفحة المطلوبة غير موجودة في مدونة مجلس.", path, image, imageAlt: SITE.name, type: "website", robots: NOINDEX };
}

/** A room link's preview: a generic invitation that names nothing but the code already in the link. */
function roomMeta(path: string, rawCode: string): PageMeta {
  const code = rawCode.trim().toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 12);
  return {
    status: 200,
    title: code ? `دعوة للعب في الغرفة ${code}` : "دعوة للعب",
    description: `أصحابك يدعونك للعب معهم على ${SITE.name}. يكفي فتح الرابط واختيار اسمك وصورتك لدخول الغرفة${code ? ` بالكود ${code}` : ""}.`,
    path,
    image: SHARE_IMAGES.invite,
    imageAlt: "دعوة للعب على مجلس",
    type: "website",
    robots: NOINDEX,
  };
}

/**
 * A player's pack link (/pack/{code}): its own preview with the title, author, game
 * and item count (never an item), escaped as every tag is by headTags and the rewriter. A hidden,
 * deleted or unknown pack previews as not found.
 */
async function packPage(c: Context<AppEnv>) {
  const code = (c.req.param("code") ?? "").trim().toUpperCase();
  // Counted with the API's reads by code: the preview must not answer guesses at will either.
  try {
    await takeLookup(c);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return shellResponse(c, { ...notFoundMeta(c.req.path, SHARE_IMAGES.site, "طلبات كثيرة"), status: 429, description: error.message });
  }
  const row = /^[A-Z0-9]{1,12}$/.test(code) ? await previewablePack(c.get("db"), code) : null;
  if (!row) return shellResponse(c, { ...notFoundMeta(c.req.path, SHARE_IMAGES.site, "الحزمة غير موجودة"), description: "لا توجد حزمة بهذا الرمز." });
  // The pack's kind as its game names it («أسئلة وإجابات», «مين فينا»).
  const game = manifestOf(row.gameType)?.packLabel ?? "";
  return shellResponse(c, {
    status: 200,
    title: `«${oneLine(row.title, 60)}» حزمة ${game} من ${oneLine(row.authorName, 40)}`,
    description: `${countText(row.itemCount, QUESTIONS)} كتبها ${oneLine(row.authorName, 40)} للعب على ${SITE.name}. افتحوا غرفة واكتبوا الرمز ${row.code} في بطاقة «حزمة».`,
    path: c.req.path,
    image: SHARE_IMAGES.invite,
    imageAlt: `حزمة «${oneLine(row.title, 60)}» على ${SITE.name}`,
    type: "website",
    robots: NOINDEX,
  });
}

/** A worker page with the seed loaded and the database on the context, as the API's middleware does. */
const pages = new Hono<AppEnv>();
const PAGE_PATHS = ["/blog", "/blog/*", "/join/*", "/join-room/*", "/room/*", "/screen/*", "/pack/*", "/premium", "/sitemap.xml", ...ADMIN_PAGE_PATHS];
for (const path of PAGE_PATHS)
  pages.use(path, async (c, next) => {
    const db = database(c.env.DB);
    c.set("db", db);
    await ensureSeeded(db);
    await next();
  });

async function blogIndex(c: Context<AppEnv>) {
  const search = c.req.query("search")?.trim();
  return blogResponse(c, {
    status: 200,
    title: search ? `نتائج البحث عن «${oneLine(search, 60)}» في المدونة` : "المدونة",
    description: "مقالات مجلس: طرق لعب ألعابنا الجماعية، ونصائح للفوز، وأفكار لسهراتكم وتجمعاتكم.",
    path: "/blog",
    image: await siteImage(c),
    imageAlt: "مدونة مجلس",
    type: "website",
    robots: search ? NOINDEX : INDEX,
  });
}

/** Any other path under a page prefix: the prerendered 404 screen (the router's), marked 404 and noindex. */
async function unknownPage(c: Context<AppEnv>) {
  return shellResponse(c, { ...notFoundMeta(c.req.path, SHARE_IMAGES.site, "الصفحة غير موجودة"), description: "الصفحة المطلوبة غير موجودة." }, "not-found");
}

/** The admin and blog admin screens: never indexed, said in the HTML itself (meta and X-Robots-Tag), not only once JavaScript runs. */
async function adminPage(c: Context<AppEnv>) {
  const blog = c.req.path.startsWith("/blogadmin");
  return shellResponse(c, {
    status: 200,
    title: blog ? "إدارة المدونة" : "لوحة التحكم",
    description: "صفحة إدارة خاصة.",
    path: c.req.path,
    image: SHARE_IMAGES.site,
    imageAlt: SITE.name,
    type: "website",
    robots: NOINDEX,
  });
}

/** A room link: the room's first frame (header and loading card), painted while the room code loads. */
const roomPage = (c: Context<AppEnv>) => shellResponse(c, roomMeta(c.req.path, c.req.param("code") ?? ""), "room");

/** The room lookup and the game list answered in-process, exactly as the room screen's queries fetch them. */
function roomApi(c: Context<AppEnv>) {
  const api = new Hono<AppEnv>()
    .use(async (inner, next) => {
      inner.set("db", c.get("db"));
      await next();
    })
    .route("/", roomRoutes)
    .route("/", catalogRoutes)
    .onError(errorResponse);
  return async (path: string): Promise<unknown> => {
    const res = await api.request(path, { headers: { Accept: "application/json" } }, c.env);
    return res.status === 200 ? res.json() : null;
  };
}

/**
 * An invitation link (/join/{code}): for a room that is open, the join card drawn into the page
 * (worker/pages/join-page.tsx); for any other code, the room's first frame, and the app
 * says what became of the room once it runs.
 */
async function joinPage(c: Context<AppEnv>) {
  const code = (c.req.param("code") ?? "").trim().toUpperCase();
  const api = roomApi(c);
  const lookup = code ? ((await api(`/rooms/${encodeURIComponent(code)}`)) as RoomLookup | null) : null;
  if (!lookup) return roomPage(c);
  const games = await api("/games");
  // Loaded on the first room link, so React's server renderer is not evaluated when the worker starts.
  const { renderJoinPage } = await import("../pages/join-page");
  return shellResponse(c, roomMeta(c.req.path, code), "room", { page: "join", ...(await renderJoinPage(c.req.path, code, lookup, games)) });
}

/**
 * A room's big screen (/screen/{code}): for a room waiting in its lobby, the TV's first frame
 * (the code, the invite's QR code and the players already in) drawn into the build's screen page
 * (worker/pages/screen-page.tsx), so a TV paints it before any script runs; for a game
 * under way, or a room that ended or never was, the plain shell, and the app says what it finds.
 */
async function screenPage(c: Context<AppEnv>) {
  // The TV's identity comes with its page: its socket opens at once, not after asking for one first.
  // A signed-in person is known by their session; their browser still carries its device id.
  if (c.get("user")) await ensureDevice(c);
  const identified = c.get("user") !== null || (await pageGuestIdentity(c)) !== null;
  const drawn = await drawScreenPage(c);
  const page = identified ? new HTMLRewriter().on("div#root", { element: (el) => void el.setAttribute(PAGE_IDENTITY_ATTRIBUTE, "") }).transform(drawn) : drawn;
  // Through the context, which keeps the cookies set on it (a bare Response would drop them).
  return c.newResponse(page.body, page);
}

/** The browser's guest identity, made now if it has none; null when this address has made too many this hour. */
async function pageGuestIdentity(c: Context<AppEnv>): Promise<string | null> {
  try {
    return await ensureGuestIdentity(c);
  } catch (error) {
    // The app then asks /api/auth/guest itself, and shows the refusal it gets there.
    if (error instanceof HttpError && error.status === 429) return null;
    throw error;
  }
}

async function drawScreenPage(c: Context<AppEnv>) {
  const code = (c.req.param("code") ?? "").trim().toUpperCase();
  const meta: PageMeta = {
    status: 200,
    title: `الشاشة الكبيرة · ${oneLine(code, 12)}`,
    description: `الشاشة الكبيرة لغرفة على ${SITE.name}: الكود ورمز الانضمام واللعب كله على التلفاز.`,
    path: c.req.path,
    image: SHARE_IMAGES.invite,
    imageAlt: "دعوة للعب على مجلس",
    type: "website",
    robots: NOINDEX,
  };
  let room: Awaited<ReturnType<typeof findLiveRoom>>;
  try {
    room = await findLiveRoom(c.get("db"), code);
  } catch (error) {
    if (error instanceof HttpError) return shellResponse(c, meta);
    throw error;
  }
  const live = await roomActor(c.env, room.id).summary();
  // A room that hides its code from the screen gets no first frame: the frame would draw the code and its QR.
  if (!live || live.expired || !live.stateJson.inLobby || live.hideCode) return shellResponse(c, meta);
  const frame: ScreenFrame = {
    code: room.code,
    origin: new URL(c.req.url).origin,
    addressForm: live.addressForm ?? DEFAULT_ADDRESS_FORM,
    players: live.players.map(({ playerId, nickname, avatarColor, avatarFace, avatarCustom }) => ({ playerId, nickname, avatarColor, avatarFace, avatarCustom })),
    gameType: live.stateJson.gameType,
  };
  // Loaded on the first big screen, so React's server renderer is not evaluated when the worker starts.
  const { renderScreenPage } = await import("../pages/screen-page");
  return shellResponse(c, meta, "screen", { page: "screen", ...(await renderScreenPage(c.req.path, frame)) });
}

/**
 * /premium: marked signed out when no session cookie came, so a visitor's page does not ask who
 * is signed in and log the 401 of «no account» as a console error. For that visitor
 * the page is drawn here with its tiers (worker/pages/premium-page.tsx), readable before any
 * script; a signed-in member gets the shell, since the page depends on their access.
 */
async function premiumPage(c: Context<AppEnv>) {
  const meta: PageMeta = {
    status: 200,
    title: "العضوية المميزة",
    description: "كل الألعاب والفئات والمميزات بدفعة واحدة بدون تجديد تلقائي.",
    path: "/premium",
    image: SHARE_IMAGES.site,
    imageAlt: SITE.name,
    type: "website",
    robots: INDEX,
  };
  if (getCookie(c, AUTH.sessionCookie)) return shellResponse(c, meta);
  // The tiers as GET /api/pricing-tiers answers them (dates as JSON strings), which the page's query would fetch.
  const tiers = JSON.parse(JSON.stringify(await listTiers(c.get("db"), true))) as unknown;
  // Loaded on the first visit, so React's server renderer is not evaluated when the worker starts.
  const { renderPremiumPage } = await import("../pages/premium-page");
  return shellResponse(c, meta, "drawn", { page: "premium", ...(await renderPremiumPage(tiers)) });
}

/**
 * "/": the prerendered landing for a visitor. With a session cookie the home screen is likely,
 * so the plain shell goes out instead and the app decides, rather than the landing flashing first.
 */
async function indexPage(c: Context<AppEnv>) {
  const assets = c.env.ASSETS;
  if (!assets) return c.text("Not found", 404);
  const signedIn = !!getCookie(c, AUTH.sessionCookie);
  const page = await pageHtml(assets, new URL(c.req.url), signedIn ? null : "landing");
  const html = signedIn ? page : page.replace(/<div id="root"/, `<div id="root" ${SIGNED_OUT_ATTRIBUTE}`);
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", Vary: "Cookie" });
  for (const [name, value] of pageSecurityHeaders(shellNonce(html))) headers.set(name, value);
  return new Response(html, { status: 200, headers });
}

export const pageRoutes = pages
  .get("/", indexPage)
  .get("/premium", premiumPage)
  .get("/blog", blogIndex)
  .get("/blog/", blogIndex)

  .get("/blog/rss.xml", async (c) => {
    const db = c.get("db");
    const items = await publicPostIndex(db, BLOG.rssItems);
    const site = await readSiteSettings(db);
    const xml = rssXml({
      origin: new URL(c.req.url).origin,
      title: `${site.siteName || SITE.name} - المدونة`,
      description: "أحدث مقالات مدونة مجلس عن الألعاب الجماعية والسهرات.",
      items,
    });
    return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" });
  })

  .get("/blog/category/:slug", async (c) => {
    const slug = c.req.param("slug");
    const path = `/blog/category/${slug}`;
    const category = await publicCategoryBySlug(c.get("db"), slug);
    if (!category) return shellResponse(c, notFoundMeta(path, await siteImage(c), "التصنيف غير موجود"));
    return blogResponse(c, {
      status: 200,
      title: category.nameAr,
      description: oneLine(category.descriptionAr || `مقالات ${category.nameAr} في مدونة مجلس.`),
      path,
      image: await siteImage(c),
      imageAlt: category.nameAr,
      type: "website",
      robots: INDEX,
    });
  })

  .get("/blog/tag/:slug", async (c) => {
    const slug = c.req.param("slug");
    const path = `/blog/tag/${slug}`;
    const tag = await tagBySlug(c.get("db"), slug);
    if (!tag) return shellResponse(c, notFoundMeta(path, await siteImage(c), "الوسم غير موجود"));
    return blogResponse(c, {
      status: 200,
      title: `مقالات عن ${tag.nameAr}`,
      description: `كل مقالات مدونة مجلس الموسومة بـ«${tag.nameAr}».`,
      path,
      image: await siteImage(c),
      imageAlt: tag.nameAr,
      type: "website",
      robots: INDEX,
    });
  })

  .get("/blog/:slug", async (c) => {
    const slug = c.req.param("slug");
    const path = `/blog/${slug}`;
    const post = await publicPostBySlug(c.get("db"), slug);
    if (!post) {
      // A renamed post's old address: a permanent redirect to its current one, cached an hour only in case the name comes back.
      const current = await redirectedSlug(c.get("db"), slug);
      if (current) {
        c.header("Cache-Control", "public, max-age=3600");
        return c.redirect(`/blog/${encodeURIComponent(current)}${new URL(c.req.url).search}`, 301);
      }
      return shellResponse(c, notFoundMeta(path, await siteImage(c), "المقال غير موجود"));
    }
    const origin = new URL(c.req.url).origin;
    const image = post.featuredImage || (await siteImage(c));
    const title = post.metaTitleAr || post.titleAr;
    const description = oneLine(post.metaDescriptionAr || post.excerptAr);
    return blogResponse(c, {
      status: 200,
      title,
      description,
      path,
      image,
      imageAlt: post.featuredImageAlt || post.titleAr,
      type: "article",
      robots: INDEX,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.titleAr,
        description,
        image: [absolute(origin, image)],
        datePublished: post.publishedAt ?? undefined,
        dateModified: post.updatedAt ?? post.publishedAt ?? undefined,
        inLanguage: "ar",
        mainEntityOfPage: { "@type": "WebPage", "@id": origin + encodeURI(path) },
        author: post.author ? { "@type": "Person", name: post.author.nameAr } : { "@type": "Organization", name: SITE.name },
        publisher: { "@type": "Organization", name: SITE.name, logo: { "@type": "ImageObject", url: absolute(origin, SITE.defaultFavicon) } },
        keywords: post.metaKeywords ?? post.tags.map((t) => t.nameAr).join("، ") ?? undefined,
        articleSection: post.category?.nameAr,
        timeRequired: `PT${post.readingTime}M`,
      },
    });
  })

  .get("/admin", adminPage)
  .get("/admin/*", adminPage)
  .get("/blogadmin", adminPage)
  .get("/blogadmin/*", adminPage)

  .get("/join/:code", joinPage)
  .get("/join-room/:code", joinPage)
  .get("/room/:code", roomPage)
  .get("/screen/:code", identity, screenPage)
  .get("/pack/:code", packPage)

  .get("/blog/*", unknownPage)
  .get("/join/*", unknownPage)
  .get("/join-room/*", unknownPage)
  .get("/room/*", unknownPage)

  .get("/robots.txt", (c) =>
    c.text(robotsTxt(new URL(c.req.url).origin), 200, { "Cache-Control": "public, max-age=3600", "Content-Type": "text/plain; charset=utf-8" }),
  )

  .get("/sitemap.xml", async (c) => {
    const db = c.get("db");
    const now = new Date();
    const posts = await publicPostIndex(db);
    const newest = posts[0] ? (posts[0].updatedAt ?? posts[0].publishedAt ?? posts[0].createdAt) : null;
    const { categories, tags } = await publicTaxonomyIndex(db, now);
    const xml = sitemapXml(new URL(c.req.url).origin, [
      { path: "/", lastModified: newest },
      { path: "/privacy" },
      { path: "/terms" },
      { path: "/contact" },
      { path: "/blog", lastModified: newest },
      ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt ?? p.publishedAt ?? p.createdAt })),
      ...categories.map((cat) => ({ path: `/blog/category/${cat.slug}`, lastModified: cat.last })),
      ...tags.map((tag) => ({ path: `/blog/tag/${tag.slug}`, lastModified: tag.last })),
    ]);
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
