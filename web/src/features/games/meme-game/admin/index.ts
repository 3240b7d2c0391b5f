// The meme game's admin content (admin-only): its pictures' section.
import { lazy } from "react";
import { Image } from "lucide-react";
import type { GameAdminContent } from "../../shared/admin/game-admin-content";
import { PICTURES } from "../../../../../../schema/arabic-count";

// Its panel loads when its section opens, apart from the admin's shell that lists the sections.
const MemesPanel = lazy(() => import("./memes-panel").then((m) => ({ default: m.MemesPanel })));

export const memeAdminContent: GameAdminContent = {
  gameType: "meme-game",
  sections: [{ id: "memes", label: "صور الميمز", icon: Image, Panel: MemesPanel }],
  itemCount: PICTURES,
  subcategories: false,
};
