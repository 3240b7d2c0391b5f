import type { LucideIcon } from "lucide-react";

/**
 * How a game looks in the app's catalogue (tiles, cards, the lobby's picker). Names and
 * descriptions come from GET /api/games; the fallbacks are used only if the catalogue cannot
 * be read. Each game keeps its own in its folder (look.ts).
 */
export interface GameLook {
  fallbackName: string;
  fallbackDescription: string;
  fallbackPremium: boolean;
  /** The icon on its tile. */
  icon: LucideIcon;
  /** Tailwind classes of the fixed tile colour. */
  tile: string;
  ring: string;
  text: string;
  soft: string;
}
