// The meme game's admin content (admin-only): its pictures' section.
import { Image } from "lucide-react";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { MemesPanel } from "./memes-panel";
import { PICTURES } from "../../../../../../schema/arabic-count";

export const memeAdminContent: GameAdminContent = {
  gameType: "meme-game",
  sections: [{ id: "memes", label: "صور الميمز", icon: Image, Panel: MemesPanel }],
  itemCount: PICTURES,
  subcategories: false,
};
