// The meme-caption screens' words. Quoted from spec 001 where it gives them (§5,
// §8); the rest is ours, in the same Gulf register as the rest of the site.
export const MEME_TEXTS = {
  captioning: {
    title: "اكتب تعليق يضحّك على الصورة",
    formLabel: "تعليقك",
    /** One box: its label. Two boxes: the top and the bottom text. */
    oneBox: "التعليق",
    twoBoxes: ["النص الأول (فوق)", "النص الثاني (تحت)"],
    // Spec 001 §5, word for word: some but not all boxes filled.
    bothRequired: "لازم تعبي النص الأول والثاني",
    oneRequired: "لازم تكتب تعليق",
    submit: "أرسل التعليق",
    submitting: "جاري الإرسال...",
    confirmedTitle: "وصل تعليقك!",
    confirmedNote: "بانتظار باقي اللاعبين يكتبون...",
  },
  voting: {
    title: "وش أضحك تعليق؟",
    hint: "اختر التعليق اللي ضحّكك أكثر",
    mine: "تعليقك",
    mineNote: "ما تقدر تصوّت لتعليقك",
    pick: "اختر هذا التعليق",
    picked: "اخترت هذا التعليق",
    submit: "صوّت",
    submitting: "جاري التصويت...",
    // Spec 001 §5, word for word.
    noChoiceToast: { variant: "destructive" as const, title: "ما اخترت تعليق", description: "لازم تختار تعليق للتصويت" },
    confirmedTitle: "تم التصويت!",
    confirmedNote: "بانتظار باقي اللاعبين يصوتون...",
    nothingToVote: "ما فيه تعليقات غير تعليقك تصوّت لها هذي الجولة.",
    listLabel: "التعليقات",
    choose: (n: number) => `اختيار التعليق ${n}`,
  },
  results: {
    title: "ترتيب التعليقات",
    top: "أفضل تعليق",
    author: "بقلم",
    voters: "أصوات",
    noVoters: "ما أحد صوّت له",
    yourVote: "صوتك",
    yours: "تعليقك",
    points: "نقاط الجولة",
    yourPoints: "نقاطك هذي الجولة",
    scores: "النقاط",
    noCaptions: "ما أحد كتب تعليق هذي الجولة.",
  },
  picture: {
    alt: "صورة الميم",
  },
} as const;
