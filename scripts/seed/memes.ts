// Seed meme pictures. The files live in web/public/seed/memes/; they carry
// no text, and leave the top and bottom of the picture calm for captions.

import type { SeedMemeCategory } from "./types";

export const memeCategories: SeedMemeCategory[] = [
  {
    nameAr: "ميمز يومية",
    isPremium: false,
    pictures: [
      { file: "meme-01.svg", name: "قطو مصدوم", textBoxCount: 1 },
      { file: "meme-02.svg", name: "يطالع جواله نص الليل", textBoxCount: 2 },
      { file: "meme-03.svg", name: "زرّين والعرق يصب", textBoxCount: 2 },
      { file: "meme-04.svg", name: "كلب هادي والغرفة تحترق", textBoxCount: 1 },
      { file: "meme-05.svg", name: "طفل قدام صحن خضار", textBoxCount: 1 },
      { file: "meme-06.svg", name: "ينتظر ربعه والساعة تمشي", textBoxCount: 2 },
      { file: "meme-07.svg", name: "نايم والمنبّه يصارخ", textBoxCount: 2 },
      { file: "meme-08.svg", name: "قطو يطيّح الكوب", textBoxCount: 1 },
      { file: "meme-09.svg", name: "الثلاجة فاضية", textBoxCount: 1 },
      { file: "meme-10.svg", name: "اثنين يأشرون على بعض", textBoxCount: 2 },
      { file: "meme-11.svg", name: "البطارية بتخلص", textBoxCount: 1 },
      { file: "meme-12.svg", name: "سهران على اللابتوب", textBoxCount: 2 },
    ],
  },
  {
    nameAr: "ميمز خليجية",
    isPremium: false,
    pictures: [
      { file: "meme-13.svg", name: "بعير في الزحمة", textBoxCount: 2 },
      { file: "meme-14.svg", name: "دلّة وفناجيل", textBoxCount: 1 },
      { file: "meme-15.svg", name: "رقصة بالثوب", textBoxCount: 1 },
      { file: "meme-16.svg", name: "سيارة مغرّزة في الرمل", textBoxCount: 2 },
      { file: "meme-17.svg", name: "حر الصيف", textBoxCount: 1 },
      { file: "meme-18.svg", name: "صقر يطالع بحدّة", textBoxCount: 1 },
      { file: "meme-19.svg", name: "صينية كبسة", textBoxCount: 2 },
      { file: "meme-20.svg", name: "كرك وراحة بال", textBoxCount: 1 },
      { file: "meme-21.svg", name: "النعال الطاير", textBoxCount: 2 },
      { file: "meme-22.svg", name: "نخلة والرطب بعيد", textBoxCount: 1 },
      { file: "meme-23.svg", name: "زحمة الدوام", textBoxCount: 2 },
      { file: "meme-24.svg", name: "نومة بعد الغدا", textBoxCount: 1 },
    ],
  },
];
