// The words of «عنّا»'s screens. Group moments in the plural (a women's gathering has its own
// side), buttons as verbal nouns, one person in forms that fit anyone (docs/arabic-style.md).
import { addressed } from "../../../../../schema/address";
import { ANSWER_FORM_TEXTS, ANSWER_VOTE_TEXTS, GAME_END_TEXTS, NEXT_ROUND_LABELS, WATCHING_TEXTS, waitingForAdmin } from "../shared/texts";

export const ABOUT_US_TEXTS = {
  answering: {
    title: "سؤال عنك",
    label: "اكتبوا الجواب الصحيح عن أنفسكم",
    privacy: "لا يرى أحد جوابك قبل كشفه، والباقون سيكتبون أجوبة مزيفة تشبهه",
    ...ANSWER_FORM_TEXTS,
    inputLabel: "جوابك الصحيح",
  },
  writing: {
    about: (name: string) => `السؤال عن ${name}`,
    label: (name: string) => `اكتبوا إجابة مضللة كأنكم ${name}`,
    ...ANSWER_FORM_TEXTS,
    inputLabel: "إجابتك المضللة",
  },
  subject: {
    title: "السؤال عنك هذه المرة!",
    writing: "البقية يكتبون الآن أجوبة مزيفة عنك، وجوابك الحقيقي بينها في التصويت",
    voting: "التصويت للبقية هذه المرة، ولك نقاط إن لم يجد أحد جوابك الحقيقي",
    yourTruth: "جوابك الحقيقي",
  },
  voting: {
    title: (name: string) => `وش جواب ${name} الحقيقي؟`,
    ...ANSWER_VOTE_TEXTS,
  },
  reveal: {
    truth: (name: string) => `جواب ${name} الحقيقي`,
    lie: "إجابة مضللة",
    authors: "بقلم",
    voters: "صدّقها",
    votersTruth: "وجده",
    noVoters: "لم يخترها أحد",
    unfound: "لم يجده أحد!",
    yourPoints: "نقاطك من هذا السؤال",
  },
  results: {
    title: "نتائج الجولة",
    yourPoints: "نقاطك في هذه الجولة",
    scores: "النقاط",
    waitingAdmin: waitingForAdmin,
    next: NEXT_ROUND_LABELS,
  },
  final: { ...GAME_END_TEXTS, awards: "جوائز اللعبة" },
  awards: {
    most_fooling: "الأكثر خداعًا",
    most_fooled: "الأكثر انخداعًا",
    best_lie: "أقوى كذبة",
    knows_everyone: "الأكثر معرفة بالبقية",
    mystery: "الأصعب كشفًا",
  },
  status: { subject: "موضوع السؤال" },
  watching: WATCHING_TEXTS,
} as const;

/** The words that speak to the group, for a women's gathering (schema/address.ts). */
export const ABOUT_US_TEXT_TABLE = addressed(ABOUT_US_TEXTS, {
  answering: {
    label: "اكتبن الجواب الصحيح عن أنفسكن",
    privacy: "لا ترى أي واحدة جوابك قبل كشفه، والباقيات سيكتبن أجوبة مزيفة تشبهه",
    confirmedNote: "بانتظار باقي اللاعبات يكتبن...",
  },
  writing: {
    label: (name: string) => `اكتبن إجابة مضللة كأنكن ${name}`,
    confirmedNote: "بانتظار باقي اللاعبات يكتبن...",
  },
  subject: {
    writing: "البقية يكتبن الآن أجوبة مزيفة عنك، وجوابك الحقيقي بينها في التصويت",
  },
  voting: {
    hint: "اخترن الإجابة التي تظننّها صحيحة",
    confirmedNote: "بانتظار باقي اللاعبات يصوّتن...",
  },
});

/** What the big screen says to the room, each side. */
export const ABOUT_US_SCREEN_TEXTS = addressed(
  {
    answering: "اكتبوا على جوالاتكم الجواب الصحيح عن أنفسكم",
    writing: (name: string) => `اكتبوا كذبة مقنعة كأنكم ${name}`,
    voting: (name: string) => `وش جواب ${name} الحقيقي؟ صوّتوا على جوالاتكم`,
  },
  {
    answering: "اكتبن على جوالاتكن الجواب الصحيح عن أنفسكن",
    writing: (name: string) => `اكتبن كذبة مقنعة كأنكن ${name}`,
    voting: (name: string) => `وش جواب ${name} الحقيقي؟ صوّتن على جوالاتكن`,
  },
);
