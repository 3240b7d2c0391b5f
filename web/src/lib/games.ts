// How each game looks in the app. Names and descriptions come from GET /api/games;
// the fallbacks below are used only if the catalogue cannot be read.
import { useQuery } from "@tanstack/react-query";
import type { Game } from "../../../schema/api";
import { GAME_TYPES, type GameType } from "../../../schema/limits";
import { apiJson } from "./api";

export interface GameLook {
  fallbackName: string;
  fallbackDescription: string;
  fallbackPremium: boolean;
  /** Tailwind classes of the fixed tile colour. */
  tile: string;
  ring: string;
  text: string;
  soft: string;
}

export const GAME_LOOK: Record<GameType, GameLook> = {
  "trivia-deception": {
    fallbackName: "خدعني إن قدرت",
    fallbackDescription: "سؤال في كل جولة: اكتبوا جوابًا مزيّفًا يقنع الجميع، وحاولوا إيجاد الجواب الصحيح بين أكاذيب أصحابكم.",
    fallbackPremium: false,
    tile: "bg-linear-to-br from-[#8b5cf6] to-trivia",
    ring: "ring-trivia",
    text: "text-[#c4b5fd]",
    soft: "bg-trivia/15",
  },
  "meme-game": {
    fallbackName: "علّق عالميم",
    fallbackDescription: "صورة في كل جولة: اكتبوا أطرف تعليق عليها، وصوّتوا لأضحك تعليق.",
    fallbackPremium: true,
    tile: "bg-linear-to-br from-[#fbbf24] to-meme",
    ring: "ring-meme",
    text: "text-[#fcd34d]",
    soft: "bg-meme/15",
  },
  "most-likely": {
    fallbackName: "مين أكثر واحد؟",
    fallbackDescription: "وصف في كل جولة: صوّتوا لمن ينطبق عليه أكثر، واكتشفوا من المتهم الأكبر.",
    fallbackPremium: true,
    tile: "bg-linear-to-br from-[#fb7185] to-likely",
    ring: "ring-likely",
    text: "text-[#fda4af]",
    soft: "bg-likely/15",
  },
};

export interface GameView {
  gameType: GameType;
  nameAr: string;
  descriptionAr: string;
  isPremium: boolean;
}

export function isGameType(value: unknown): value is GameType {
  return typeof value === "string" && (GAME_TYPES as readonly string[]).includes(value);
}

function fallbackView(gameType: GameType): GameView {
  const look = GAME_LOOK[gameType];
  return { gameType, nameAr: look.fallbackName, descriptionAr: look.fallbackDescription, isPremium: look.fallbackPremium };
}

/** The active games in their fixed order. */
export function useGames(): { games: GameView[]; isLoading: boolean } {
  const query = useQuery({
    queryKey: ["/api/games"],
    queryFn: () => apiJson<Game[]>("GET", "/api/games"),
  });
  if (query.isPending) return { games: [], isLoading: true };
  const list = Array.isArray(query.data) ? query.data : null;
  if (!list || list.length === 0) return { games: GAME_TYPES.map(fallbackView), isLoading: false };
  const games: GameView[] = [];
  for (const gameType of GAME_TYPES) {
    const game = list.find((g) => g.gameType === gameType);
    if (!game) continue;
    if (game.isActive === false) continue;
    games.push({
      gameType,
      nameAr: game.nameAr || GAME_LOOK[gameType].fallbackName,
      descriptionAr: game.descriptionAr || GAME_LOOK[gameType].fallbackDescription,
      isPremium: game.isPremium,
    });
  }
  return { games, isLoading: false };
}

/** The Arabic name of one game, for screens that only know its type. */
export function useGameName(gameType: GameType | undefined): string {
  const { games } = useGames();
  if (!gameType) return "";
  return games.find((g) => g.gameType === gameType)?.nameAr ?? GAME_LOOK[gameType].fallbackName;
}
