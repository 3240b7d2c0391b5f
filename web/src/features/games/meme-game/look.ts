// The meme game in the catalogue: its tile and the words used when the catalogue cannot be read.
import { Laugh } from "lucide-react";
import type { GameLook } from "../shared/game-look";

export const memeLook: GameLook = {
  fallbackName: "علّق عالميم",
  fallbackDescription: "صورة في كل جولة: اكتبوا أطرف تعليق عليها، وصوّتوا لأضحك تعليق.",
  fallbackPremium: true,
  icon: Laugh,
  tile: "bg-linear-to-br from-[#fbbf24] to-meme",
  ring: "ring-meme",
  text: "text-[#fcd34d]",
  soft: "bg-meme/15",
};
