// Bluff trivia in the catalogue: its tile and the words used when the catalogue cannot be read.
import { Drama } from "lucide-react";
import type { GameLook } from "../shared/game-look";

export const triviaLook: GameLook = {
  fallbackName: "خدعني إن قدرت",
  fallbackDescription: "سؤال في كل جولة: اكتبوا جوابًا مزيّفًا يقنع الجميع، وحاولوا إيجاد الجواب الصحيح بين أكاذيب أصحابكم.",
  fallbackPremium: false,
  icon: Drama,
  tile: "bg-linear-to-br from-[#8b5cf6] to-trivia",
  ring: "ring-trivia",
  text: "text-[#c4b5fd]",
  soft: "bg-trivia/15",
};
