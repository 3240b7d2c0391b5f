// Build-time entry (scripts/build/prerender.ts): draws one page of the app to HTML with
// React's static prerendering, which waits for the lazy route chunks, so the page arrives
// painted and main.tsx hydrates it.
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { ServerApp } from "./server-app";
import { contactPage, privacyPage, termsPage } from "./content/legal";
import type { RoomLookup } from "../../schema/api";
import type { BlogCategory, BlogList, BlogPost, BlogPostSummary, BlogTag } from "../../schema/api/blog";
import type { PricingTier } from "../../schema/api/pricing";
import { GAME_TYPES } from "../../schema/limits";
import { JoinCardContext, roomLookupKey } from "./features/room/join-card-data";
import { ScreenFrameContext, type ScreenFrame } from "./features/screen/screen-frame";
import type { PrerenderedPage } from "./first-page";
import { AUTH_USER_KEY } from "./lib/auth";
import { DEFAULT_SITE_SETTINGS } from "./lib/catalog";
import { blogListRequest, taxonomyListRequest } from "./features/blog/list-request";
import type { CategoryInfo } from "./features/blog/queries";
import { PRICING_TIERS_KEY } from "./features/premium/queries";
import { BLOG } from "../../schema/limits";
import { pageTitle } from "./lib/page-meta";
import { LoadingScreen } from "./ui/spinner";

/** Where each page is drawn from: a path the router sends to it. */
export const PAGE_LOCATIONS: Record<PrerenderedPage, string> = {
  landing: "/",
  privacy: "/privacy",
  terms: "/terms",
  contact: "/contact",
  "not-found": "/404",
  // The room's first frame (header and loading card) does not depend on the code.
  room: "/join/ROOM",
  screen: "/screen/SAMPLE",
};

/**
 * The big screen's lobby as the worker draws it for a room (worker/pages/screen-page.tsx), with
 * a full table of players: the build's copy is never served as it is, only read for the page's
 * critical CSS, so the frame the worker draws into it is styled before the full stylesheet.
 */
const SAMPLE_SCREEN_FRAME: ScreenFrame = {
  code: "SAMPLE",
  origin: "https://majlis.example",
  addressForm: "everyone",
  players: ["سارة", "أبو فهد", "نورة", "بدر", "هيا", "خالد", "ريم", "عبدالله"].map((nickname, i) => ({
    playerId: `p${i}`,
    nickname,
    avatarColor: i + 1,
    avatarFace: i + 1,
    avatarCustom: i + 1,
  })),
};

/** The <title> and description a page's usePageMeta sets once it runs; null keeps the shell's. */
export function pageHead(page: PrerenderedPage): { title: string; description: string } | null {
  const siteName = DEFAULT_SITE_SETTINGS.siteName;
  const legal = page === "privacy" ? privacyPage : page === "terms" ? termsPage : page === "contact" ? contactPage : null;
  return legal ? { title: pageTitle({ title: legal.title, siteName }), description: legal.description } : null;
}

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

export function renderPage(page: PrerenderedPage): Promise<string> {
  if (page === "screen")
    return html(
      <StrictMode>
        <ScreenFrameContext value={SAMPLE_SCREEN_FRAME}>
          <ServerApp location={PAGE_LOCATIONS.screen} firstPage="screen" />
        </ScreenFrameContext>
      </StrictMode>,
    );
  return html(
    <StrictMode>
      <ServerApp location={PAGE_LOCATIONS[page]} firstPage={page} />
    </StrictMode>,
  );
}

/**
 * Join cards as the worker draws them on a room link (worker/pages/join-page.tsx), one per game,
 * with players in and a game under way: never written to a page, only read for the room page's
 * critical CSS, so a card the worker draws into that page is styled before the full stylesheet.
 */
export async function renderJoinCardSamples(): Promise<string> {
  const code = "SAMPLE";
  const players = ["سارة", "أبو فهد", "نورة"].map((nickname, i) => ({ playerId: `p${i}`, nickname, avatarColor: i + 1, avatarFace: i + 1, avatarCustom: i + 1, joinedAt: i }));
  const cards = await Promise.all(
    GAME_TYPES.map((gameType) => {
      const lookup: RoomLookup = {
        id: "sample",
        code,
        name: "غرفة السهرة",
        creatorId: "p0",
        expiresAt: new Date(0).toISOString(),
        gameType,
        isPremium: false,
        players,
        stateJson: { currentPhase: "question", inLobby: false, gameType },
      };
      const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
      client.setQueryData(roomLookupKey(code), lookup);
      client.setQueryData(AUTH_USER_KEY, null);
      return html(
        <JoinCardContext value={{ code, lookup, avatar: { color: 1, face: 1, custom: 1 }, typed: "" }}>
          <ServerApp location={`/join/${code}`} firstPage="join" client={client} />
        </JoinCardContext>,
      );
    }),
  );
  return cards.join("");
}

/** A post as the blog's API answers it, with every element a post's markdown draws. */
const SAMPLE_CATEGORY = { slug: "sample-category", nameAr: "أفكار للسهرات" };
const SAMPLE_TAG: BlogTag = { id: 1, slug: "sample-tag", nameAr: "سهرات" };
const samplePost = (id: number): BlogPost => ({
  id,
  slug: `sample-${id}`,
  titleAr: "كيف تلعبون «خدعني إن قدرت» في سهرة الجمعة",
  excerptAr: "أفكار سريعة لسهرة الجمعة مع الأصحاب والعائلة، من أول جولة إلى آخر ضحكة.",
  featuredImage: "/seed/blog/family-night.jpg",
  featuredImageAlt: "فانوس وجوالات في مجلس",
  publishedAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
  readingTime: 4,
  categoryId: 1,
  authorId: 1,
  status: "published",
  category: SAMPLE_CATEGORY,
  author: { nameAr: "فريق مجلس", avatar: "/NewFavicon.svg", bio: "نصنع ألعابًا جماعية بالعربي." },
  tags: [SAMPLE_TAG],
  contentAr: [
    "فقرة أولى فيها **نص عريض** و`رمز` و[رابط](https://majlis.example/blog) وصورة ![صورة](/seed/blog/family-night.jpg).",
    "## عنوان\n\n### عنوان فرعي\n\n#### عنوان أصغر",
    "- بند\n- بند آخر",
    "1. خطوة\n2. خطوة أخرى",
    "> اقتباس",
    "| الحدث | النقاط |\n| --- | --- |\n| جواب صحيح | نقطتان |",
    "```\ncode\n```",
    "---",
  ].join("\n\n"),
  metaTitleAr: null,
  metaDescriptionAr: null,
  metaKeywords: null,
});
const summaryOf = ({ contentAr: _, metaTitleAr: __, metaDescriptionAr: ___, metaKeywords: ____, ...summary }: BlogPost): BlogPostSummary => summary;
/** Two pages of posts, so the list draws its pager too. */
const SAMPLE_LIST: BlogList = { posts: [1, 2, 3].map((id) => summaryOf(samplePost(id))), total: BLOG.pageSize + 1, page: 1, pages: 2, totalPages: 2 };
const SAMPLE_CATEGORIES: BlogCategory[] = [{ id: 1, ...SAMPLE_CATEGORY, descriptionAr: "أفكار لتجمعات العائلة والأصحاب.", displayOrder: 1, isActive: true, postCount: 3 }];
const SAMPLE_TIERS: PricingTier[] = [
  { id: 1, tierNameAr: "شهر", price: 19, durationDays: 30, isActive: true, displayOrder: 1, badgeText: "الأكثر طلبًا", displayText: "" },
  { id: 2, tierNameAr: "سنة", price: 149.5, durationDays: 365, isActive: true, displayOrder: 2, badgeText: null, displayText: "وفّر أكثر" },
];

/**
 * The pages the worker draws into its template of drawn reading pages (worker/routes/pages.ts):
 * the blog's list, a category's and a tag's list, a post with every element its markdown draws,
 * and a visitor's /premium with its tiers. Never written to a page, only read for that template's
 * critical CSS, so a page the worker draws into it is laid out before the full stylesheet arrives.
 */
export async function renderDrawnPageSamples(): Promise<string> {
  const post = samplePost(1);
  const pages: [string, [readonly unknown[], unknown][]][] = [
    [
      "/blog",
      [
        [blogListRequest(1, "", "").key, SAMPLE_LIST],
        [["/api/blog/categories"], SAMPLE_CATEGORIES],
      ],
    ],
    [
      `/blog/category/${SAMPLE_CATEGORY.slug}`,
      [
        [["/api/blog/categories", SAMPLE_CATEGORY.slug], { id: 1, ...SAMPLE_CATEGORY, descriptionAr: "أفكار لتجمعات العائلة والأصحاب." } satisfies CategoryInfo],
        [taxonomyListRequest("category", SAMPLE_CATEGORY.slug, 1, "").key, SAMPLE_LIST],
        [["/api/blog/categories"], SAMPLE_CATEGORIES],
      ],
    ],
    [
      `/blog/tag/${SAMPLE_TAG.slug}`,
      [
        [["/api/blog/tags", SAMPLE_TAG.slug], SAMPLE_TAG],
        [taxonomyListRequest("tag", SAMPLE_TAG.slug, 1, "").key, SAMPLE_LIST],
        [["/api/blog/tags"], [{ ...SAMPLE_TAG, postCount: 3 }]],
      ],
    ],
    [
      `/blog/${post.slug}`,
      [
        [["/api/blog/posts", "slug", post.slug], post],
        [["/api/blog/categories", SAMPLE_CATEGORY.slug, "posts", post.slug], SAMPLE_LIST],
      ],
    ],
    ["/premium", [[[...PRICING_TIERS_KEY], SAMPLE_TIERS]]],
  ];
  const drawn = await Promise.all(
    pages.map(([location, queries]) => {
      const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } } });
      for (const [key, data] of queries) client.setQueryData(key, data);
      client.setQueryData(AUTH_USER_KEY, null);
      return html(
        <StrictMode>
          <ServerApp location={location} firstPage={location === "/premium" ? "premium" : "blog"} client={client} />
        </StrictMode>,
      );
    }),
  );
  return drawn.join("");
}

/** The neutral shell's body (every other address): the loading screen, replaced when the app renders. */
export function renderShell(): Promise<string> {
  return html(<LoadingScreen />);
}
