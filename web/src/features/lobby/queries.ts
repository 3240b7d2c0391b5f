// Catalogue reads of the lobby: categories, slider limits and the share text.
import { useQuery } from "@tanstack/react-query";
import type { CategorySummary, GameConfigurations, RoomSeo } from "../../../../schema/api";
import type { GameType } from "../../../../schema/limits";
import { apiJson } from "../../lib/api";

export function useCategories(gameType: GameType) {
  return useQuery({
    queryKey: ["/api/games", gameType, "categories"],
    queryFn: ({ signal }) => apiJson<CategorySummary[]>("GET", `/api/games/${gameType}/categories`, undefined, signal),
    retry: 1,
  });
}

export function useConfigurations(gameType: GameType) {
  return useQuery({
    queryKey: ["/api/games", gameType, "configurations"],
    queryFn: ({ signal }) => apiJson<GameConfigurations>("GET", `/api/games/${gameType}/configurations`, undefined, signal),
    retry: 1,
  });
}

/** The native share text: siteName and siteDescription of the room (spec 001 §2). */
export function useRoomShareText(code: string) {
  return useQuery({
    queryKey: ["/api/room-seo", code, "share"],
    queryFn: ({ signal }) => apiJson<RoomSeo>("GET", `/api/room-seo/${encodeURIComponent(code)}`, undefined, signal),
    enabled: !!code,
  });
}
