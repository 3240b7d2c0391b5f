// The meme game's admin content (admin-only): its pictures' section.
import { Image } from "lucide-react";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { MemesPanel } from "./memes-panel";

export const memeAdminContent: GameAdminContent = {
  gameType: "meme-game",
  sections: [{ id: "memes", label: "صور الميمز", icon: Image, Panel: MemesPanel }],
  itemNoun: "صورة",
  subcategories: false,
};
