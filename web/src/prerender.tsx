// Build-time entry (scripts/build/prerender.ts): draws one page of the app to HTML with
// React's static prerendering, which waits for the lazy route chunks, so the page arrives
// painted and main.tsx hydrates it.
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { App } from "./app";
import { contactPage, privacyPage, termsPage } from "./content/legal";
import type { RoomLookup } from "../../schema/api";
import { GAME_TYPES } from "../../schema/limits";
import { JoinCardContext, roomLookupKey } from "./features/room/join-card-data";
import { ScreenFrameContext, type ScreenFrame } from "./features/screen/screen-frame";
import type { PrerenderedPage } from "./first-page";
import { AUTH_USER_KEY } from "./lib/auth";
import { DEFAULT_SITE_SETTINGS } from "./lib/catalog";
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
          <App location={PAGE_LOCATIONS.screen} firstPage="screen" />
        </ScreenFrameContext>
      </StrictMode>,
    );
  return html(
    <StrictMode>
      <App location={PAGE_LOCATIONS[page]} firstPage={page} />
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
          <App location={`/join/${code}`} firstPage="join" client={client} />
        </JoinCardContext>,
      );
    }),
  );
  return cards.join("");
}

/** The neutral shell's body (every other address): the loading screen, replaced when the app renders. */
export function renderShell(): Promise<string> {
  return html(<LoadingScreen />);
}
