// The meme-caption screens' words. Quoted from spec 001 where it gives them (§5,
// §8); the rest is ours, in the same Gulf register as the rest of the site.
import { addressed } from "../../../../../schema/address";

export const MEME_TEXTS = {
  captioning: {
    title: "اكتبوا تعليقًا يُضحك الجميع على الصورة",
    formLabel: "تعليقك",
    /** One box: its label. Two boxes: the top and the bottom text. */
    oneBox: "التعليق",
    twoBoxes: ["النص الأول (فوق)", "النص الثاني (تحت)"],
    // Spec 001 §5, word for word: some but not all boxes filled.
    bothRequired: "يلزم ملء النصين الأول والثاني",
    oneRequired: "يلزم كتابة تعليق",
    submit: "إرسال التعليق",
    submitting: "جاري الإرسال...",
    confirmedTitle: "وصل تعليقك!",
    confirmedNote: "بانتظار باقي اللاعبين يكتبون...",
  },
  voting: {
    title: "وش أضحك تعليق؟",
    hint: "صوّتوا للتعليق الأضحك",
    mine: "تعليقك",
    mineNote: "لا يمكن التصويت لتعليقك",
    pick: "اختيار هذا التعليق",
    picked: "اخترت هذا التعليق",
    submit: "تصويت",
    submitting: "جاري التصويت...",
    // Spec 001 §5, word for word.
    noChoiceToast: { variant: "destructive" as const, title: "لم يُختر تعليق", description: "يلزم اختيار تعليق للتصويت" },
    confirmedTitle: "تم التصويت!",
    confirmedNote: "بانتظار باقي اللاعبين يصوتون...",
    nothingToVote: "لا توجد في هذه الجولة تعليقات غير تعليقك للتصويت لها.",
    listLabel: "التعليقات",
    choose: (n: number) => `اختيار التعليق ${n}`,
  },
  results: {
    title: "ترتيب التعليقات",
    top: "أفضل تعليق",
    author: "بقلم",
    voters: "أصوات",
    noVoters: "لم يصوّت له أحد",
    yours: "تعليقك",
    points: "نقاط الجولة",
    yourPoints: "نقاطك في هذه الجولة",
    scores: "النقاط",
    noCaptions: "لم يكتب أحد تعليقًا في هذه الجولة.",
  },
  picture: {
    alt: "صورة الميم",
  },
} as const;

/** The words that speak to the group, for a women's gathering (schema/address.ts). */
export const MEME_TEXT_TABLE = addressed(MEME_TEXTS, {
  captioning: {
    title: "اكتبن تعليقًا يُضحك الجميع على الصورة",
    confirmedNote: "بانتظار باقي اللاعبات يكتبن...",
  },
  voting: {
    hint: "صوّتن للتعليق الأضحك",
    confirmedNote: "بانتظار باقي اللاعبات يصوّتن...",
  },
});
