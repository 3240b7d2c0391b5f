// A pack of bluff-trivia questions: each row a question, its answer and up to three lies.
import type { GamePack } from "../shared/game-pack";

export const triviaPack: GamePack<"trivia-deception"> = {
  gameType: "trivia-deception",
  name: "أسئلة وإجابات",
  fullName: "أسئلة وإجابات («خدعني إن قدرت»)",
  textLabel: "نص السؤال",
  withAnswers: true,
  body: (values, draft) => ({
    gameType: "trivia-deception",
    title: values.title,
    draft,
    items: values.items.map((r) => ({ question: r.text, answer: r.answer, lies: r.lies.filter((l) => l.trim()) })),
  }),
};
