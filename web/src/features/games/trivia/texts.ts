// The bluff-trivia screens' words. Quoted from spec 001 where it gives them
// (§2, §5, §8); the rest is ours, in the same Gulf register as the rest of the site.
import { ANSWER_FORM_TEXTS, ANSWER_VOTE_TEXTS, GAME_END_TEXTS, NEXT_ROUND_LABELS, WATCHING_TEXTS, waitingForAdmin } from "../shared/texts";
import { addressed } from "../../../../../schema/address";
import { countText, SECONDS } from "../../../../../schema/arabic-count";

export const TRIVIA_TEXTS = {
  selection: {
    title: "اختيار الفئة",
    selectorPrompt: (seconds: number) => `لديك ${countText(seconds, SECONDS)} لاختيار الفئة، وإلا اخترناها عنك`,
    yourTurn: "دورك في اختيار فئة السؤال",
    othersWait: (name: string) => `${name}: اختيار فئة السؤال...`,
    someoneChoosing: "بانتظار اختيار الفئة...",
    noConnection: "الاختيار يحتاج اتصال، جاري إعادة الاتصال...",
  },
  writing: {
    label: "اكتبوا إجابة مضللة تخدع الباقين",
    inputLabel: "إجابتك",
    ...ANSWER_FORM_TEXTS,
    imageAlt: "صورة السؤال",
  },
  voting: {
    title: "وش الإجابة الصحيحة؟",
    ...ANSWER_VOTE_TEXTS,
  },
  results: {
    title: "نتائج الجولة",
    correctAnswer: "الإجابة الصحيحة",
    strongTrick: "خدعة قوية",
    authors: "بقلم",
    voters: "أصوات",
    noVoters: "لم يصوّت لها أحد",
    yourPoints: "نقاطك في هذه الجولة",
    scores: "النقاط",
    waitingAdmin: waitingForAdmin,
    next: NEXT_ROUND_LABELS,
  },
  optionType: { correct: "الإجابة الصحيحة", fake: "إجابة لاعب", other: "إجابة من اللعبة" },
  final: { ...GAME_END_TEXTS, awards: "جوائز اللعبة" },
  awards: {
    most_fooling: "الأكثر خداعًا",
    most_fooled: "الأكثر انخداعًا",
    best_trick: "أقوى خدعة",
    self_voters: "تصويت ذاتي",
  },
  watching: WATCHING_TEXTS,
  status: { choosing: "اختيار الفئة..." },
} as const;

/** The words that speak to the group or name its players, for a women's gathering (schema/address.ts). */
export const TRIVIA_TEXT_TABLE = addressed(TRIVIA_TEXTS, {
  writing: {
    label: "اكتبن إجابة مضللة تخدع الباقيات",
    confirmedNote: "بانتظار باقي اللاعبات يكتبن...",
  },
  voting: {
    hint: "اخترن الإجابة التي تظننّها صحيحة",
    confirmedNote: "بانتظار باقي اللاعبات يصوّتن...",
  },
});
