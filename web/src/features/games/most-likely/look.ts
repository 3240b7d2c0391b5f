// «Most likely» in the catalogue: its tile and the words used when the catalogue cannot be read.
import { Vote } from "lucide-react";
import type { GameLook } from "../shared/game-look";

export const mostLikelyLook: GameLook = {
  fallbackName: "مين أكثر واحد؟",
  fallbackDescription: "وصف في كل جولة: صوّتوا لمن ينطبق عليه أكثر، واكتشفوا من المتهم الأكبر.",
  fallbackPremium: true,
  icon: Vote,
  tile: "bg-linear-to-br from-[#fb7185] to-likely",
  ring: "ring-likely",
  text: "text-[#fda4af]",
  soft: "bg-likely/15",
};
