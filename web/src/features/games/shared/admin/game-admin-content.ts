// What a game's folder tells the admin's content tab about its content (features/games/<game>/admin),
// apart from the list of games (admin/content/game-content.ts), so a game's folder imports no list of games.
import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { CountForms } from "../../../../../../schema/arabic-count";
import type { GameType } from "../../../../../../schema/limits";

export interface GameAdminContent {
  gameType: GameType;
  /** Its sections of the content tab, kept in the address as `section=<id>`. */
  sections: { id: string; label: string; icon: LucideIcon; Panel: ComponentType }[];
  /** How its content counts on a category's badge («3 أسئلة», «صورة واحدة»), schema/arabic-count.ts's forms. */
  itemCount: CountForms;
  /** Its categories hold subcategories (the lobby picks among those). */
  subcategories: boolean;
}
