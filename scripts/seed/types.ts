// Shapes of the seed content that ships with the project. The loader in
// worker/services/seed.ts turns these into rows; ids are assigned there.

import type { MemeCaptionLayout } from "../../schema/limits";

export interface SeedTriviaQuestion {
  /** The question, in Arabic. */
  content: string;
  correctAnswer: string;
  /** Other spellings or forms that are also right (e.g. "الرياض" / "مدينة الرياض"). */
  alternativeAnswer1?: string;
  alternativeAnswer2?: string;
  /** Three believable wrong answers, shown as options when players write too few lies. */
  fakeAnswers: [string, string, string];
  /** Where a person can check the fact: an article title and its site, a dictionary entry, a book. */
  source: string;
}

export interface SeedTriviaSubcategory {
  nameAr: string;
  isPremium: boolean;
  questions: SeedTriviaQuestion[];
}

export interface SeedTriviaCategory {
  nameAr: string;
  isPremium: boolean;
  /** Easy questions for families with children, kept to a small share of the pool (CONTENT_RULES.easyMaxShare). */
  isEasy?: true;
  subcategories: SeedTriviaSubcategory[];
}

/** A most-likely prompt and its feminine form, both written by hand (issue 34). */
export interface SeedMostLikelyPrompt {
  /** The prompt as it speaks to everyone («مين أكثر واحد يسهر لين الفجر؟»). */
  content: string;
  /** The same prompt for a women's gathering («مين أكثر وحدة تسهر لين الفجر؟»), the room's `women` address form. */
  feminine: string;
}

export interface SeedMostLikelyCategory {
  nameAr: string;
  isPremium: boolean;
  /** Prompts that fit one player of the room; they never name a player. */
  prompts: SeedMostLikelyPrompt[];
}

export interface SeedMemePicture {
  /** File name under web/public/seed/memes/ */
  file: string;
  name: string;
  textBoxCount: 1 | 2;
  /** Where the captions go; its box count must equal textBoxCount. */
  captionLayout: MemeCaptionLayout;
}

export interface SeedMemeCategory {
  nameAr: string;
  isPremium: boolean;
  pictures: SeedMemePicture[];
}

/** «عنّا» (about-us): personal questions a player answers about themselves, in categories. */
export interface SeedAboutUsCategory {
  nameAr: string;
  isPremium: boolean;
  /** «وش أغرب أكلة جربتها؟»: read the same by a man or a woman, any age, married or not, any job. */
  questions: string[];
}
