// The «most likely» screens' words. Quoted from spec 001 where it gives them (§5 the
// no-player toast, §8 the vote time-out through the shared toasts); the rest is ours,
// in the same Gulf register as the rest of the site. Counts go through schema/arabic-count.ts.
// A women's gathering («جلسة بنات») reads MOST_LIKELY_TEXT_TABLE's women side.
import { addressed } from "../../../../../schema/address";

export const MOST_LIKELY_TEXTS = {
  prompt: { label: "السؤال", imageAlt: "صورة السؤال" },
  voting: {
    timer: "وقت التصويت",
    title: "على مين ينطبق أكثر؟",
    hint: "صوّتوا لأحد اللاعبين، ويمكنك اختيار نفسك",
    you: "أنت",
    submit: "تصويت",
    submitting: "جاري التصويت...",
    noChoiceToast: { variant: "destructive" as const, title: "لم يُختر لاعب", description: "يلزم اختيار لاعب للتصويت" },
    confirmedTitle: "تم التصويت!",
    confirmedNote: "بانتظار باقي اللاعبين يصوتون...",
    playersLabel: "اختيار لاعب",
  },
  results: {
    title: "نتائج الجولة",
    accusedOne: "المتهم",
    accusedMany: "المتهمين (تعادل)",
    accusedBadge: "متهم",
    nobody: "لم يصوّت أحد في هذه الجولة، فلا متهم فيها.",
    accusations: "الاتهامات",
    voters: "اتهامات",
    wins: "مرات الاتهام حتى الآن",
    /** The admin's button after the last round: the game ends. */
    gameEnd: "نهاية اللعبة",
  },
  end: {
    title: "نهاية اللعبة",
    groups: {
      biggestAccused: "المتهم الأكبر",
      accused: "المتهمين",
      innocents: "الأبرياء",
    },
    /** Shown when no round had an accused (nobody voted all game). */
    nobodyAccused: "لم يُتّهم أحد في هذه اللعبة، كلكم أبرياء.",
  },
  status: { you: "أنت" },
} as const;

/** The words that speak to the group or name its players, for a women's gathering (schema/address.ts). */
export const MOST_LIKELY_TEXT_TABLE = addressed(MOST_LIKELY_TEXTS, {
  voting: {
    hint: "صوّتن لإحدى اللاعبات، ويمكنك اختيار نفسك",
    confirmedNote: "بانتظار باقي اللاعبات يصوّتن...",
    playersLabel: "اختيار لاعبة",
  },
  results: {
    accusedOne: "المتهمة",
    accusedMany: "المتهمات (تعادل)",
    accusedBadge: "متهمة",
  },
  end: {
    groups: { biggestAccused: "المتهمة الكبرى", accused: "المتهمات", innocents: "البريئات" },
    nobodyAccused: "لم تُتّهم أي لاعبة في هذه اللعبة، كلكن بريئات.",
  },
});
