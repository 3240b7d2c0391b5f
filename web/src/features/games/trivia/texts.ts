// The bluff-trivia screens' words. Quoted from spec 001 where it gives them
// (§2, §5, §8); the rest is ours, in the same Gulf register as the rest of the site.
import { GAME_END_TEXTS, NEXT_ROUND_LABELS, WATCHING_TEXTS, waitingForAdmin } from "../shared/texts";

export const TRIVIA_TEXTS = {
  selection: {
    title: "اختيار الفئة",
    selectorPrompt: (seconds: number) => `باقيلك ${seconds} ثانية تختار الفئة ولا بنختار عنك`,
    yourTurn: "دورك تختار فئة السؤال",
    othersWait: (name: string) => `${name}: اختيار فئة السؤال...`,
    someoneChoosing: "بانتظار اختيار الفئة...",
    noConnection: "الاختيار يحتاج اتصال، جاري إعادة الاتصال...",
  },
  writing: {
    label: "اكتب إجابة مضللة تخدع فيها الباقين",
    submit: "أرسل الإجابة",
    submitting: "جاري الإرسال...",
    emptyToast: { variant: "destructive" as const, title: "إجابة فاضية", description: "لازم تكتب إجابة قبل الإرسال" },
    confirmedTitle: "وصلت إجابتك!",
    confirmedNote: "بانتظار باقي اللاعبين يكتبون...",
    imageAlt: "صورة السؤال",
  },
  voting: {
    title: "وش الإجابة الصحيحة؟",
    hint: "اختر الإجابة اللي تتوقعها صحيحة",
    mine: "إجابتك",
    submit: "صوّت",
    submitting: "جاري التصويت...",
    noChoiceToast: { variant: "destructive" as const, title: "ما اخترت إجابة", description: "لازم تختار إجابة للتصويت" },
    confirmedTitle: "تم التصويت!",
    confirmedNote: "بانتظار باقي اللاعبين يصوتون...",
    optionsLabel: "الإجابات",
  },
  results: {
    title: "نتائج الجولة",
    correctAnswer: "الإجابة الصحيحة",
    strongTrick: "خدعة قوية",
    authors: "بقلم",
    voters: "أصوات",
    noVoters: "ما أحد صوّت لها",
    yourPoints: "نقاطك هذي الجولة",
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
