// How each game looks in the app. Names and descriptions come from GET /api/games;
// each game's fallbacks (its look.ts) are used only if the catalogue cannot be read.
import { useQuery } from "@tanstack/react-query";
import type { Game } from "../../../../schema/api";
import { GAME_TYPES, type GameType } from "../../../../schema/limits";
import { GAME_LOOKS } from "./looks";
import type { GameLook } from "./shared/game-look";
import { apiJson } from "../../lib/api";

export type { GameLook };

/** Each game's look, from its own folder (features/games/<game>/look.ts), without the rest of the registry. */
export const GAME_LOOK: Readonly<Record<GameType, GameLook>> = GAME_LOOKS;

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
