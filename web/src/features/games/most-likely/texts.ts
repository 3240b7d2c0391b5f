// The «most likely» screens' words. Quoted from spec 001 where it gives them (§5 the
// no-player toast, §8 the vote time-out through the shared toasts); the rest is ours,
// in the same Gulf register as the rest of the site.
import type { CountForms } from "../shared/arabic-count";

/** "جولة وحدة، جولتين، 3 جولات، 11 جولة": rounds in which a player was the accused. */
export const ROUNDS: CountForms = { zero: "ولا جولة", one: "جولة وحدة", two: "جولتين", few: "جولات", many: "جولة" };

export const MOST_LIKELY_TEXTS = {
  prompt: { label: "السؤال", imageAlt: "صورة السؤال" },
  voting: {
    timer: "وقت التصويت",
    title: "على مين ينطبق أكثر؟",
    hint: "اختر لاعب، ولو كان أنت",
    you: "أنت",
    submit: "صوّت",
    submitting: "جاري التصويت...",
    noChoiceToast: { variant: "destructive" as const, title: "ما اخترت لاعب", description: "لازم تختار لاعب للتصويت" },
    confirmedTitle: "تم التصويت!",
    confirmedNote: "بانتظار باقي اللاعبين يصوتون...",
    playersLabel: "اختر لاعب",
  },
  results: {
    title: "نتائج الجولة",
    accusedOne: "المتهم",
    accusedMany: "المتهمين (تعادل)",
    accusedBadge: "متهم",
    nobody: "ما أحد صوّت هذي الجولة، وما فيه متهم.",
    accusations: "الاتهامات",
    voters: "اتهامات",
    wins: "مرات الاتهام لين الحين",
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
    nobodyAccused: "ما أحد انتهم في هذي اللعبة، كلكم أبرياء.",
  },
  status: { you: "أنت" },
} as const;
