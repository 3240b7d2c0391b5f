// «عنّا» in the catalogue: its tile and the words used when the catalogue cannot be read.
import { HeartHandshake } from "lucide-react";
import type { GameLook } from "../shared/game-look";

export const aboutUsLook: GameLook = {
  fallbackName: "عنّا",
  fallbackDescription: "سؤال عن كل لاعب: اكتبوا الجواب الصحيح عن أنفسكم، ثم أجوبة مزيفة عن أصحابكم، واكتشفوا الحقيقة بينها.",
  fallbackPremium: false,
  icon: HeartHandshake,
  tile: "bg-linear-to-br from-[#38bdf8] to-[#0369a1]",
  ring: "ring-[#38bdf8]",
  text: "text-[#7dd3fc]",
  soft: "bg-[#0369a1]/15",
};
