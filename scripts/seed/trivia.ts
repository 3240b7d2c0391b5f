// Every bluff-trivia category that ships, in the order the lobby lists them.
import { triviaCategoriesA } from "./trivia-a";
import { languageCategory } from "./trivia-language";
import { thingsCategory } from "./trivia-things";
import { wondersCategory } from "./trivia-wonders";
import { triviaCategoriesB } from "./trivia-b";
import type { SeedTriviaCategory } from "./types";

export const triviaCategories: SeedTriviaCategory[] = [languageCategory, wondersCategory, thingsCategory, ...triviaCategoriesA, ...triviaCategoriesB];
