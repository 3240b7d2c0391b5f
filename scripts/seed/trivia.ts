// All shipped bluff-trivia content, in the order its categories are seeded.
// A new file of questions is added here, and only here.
import { triviaCategoriesA } from "./trivia-a";
import { triviaCategoriesB } from "./trivia-b";
import { triviaCategoriesC } from "./trivia-c";
import { triviaCategoriesD } from "./trivia-d";
import { triviaCategoriesE } from "./trivia-e";
import type { SeedTriviaCategory } from "./types";

export const triviaCategories: SeedTriviaCategory[] = [...triviaCategoriesA, ...triviaCategoriesB, ...triviaCategoriesC, ...triviaCategoriesD, ...triviaCategoriesE];
