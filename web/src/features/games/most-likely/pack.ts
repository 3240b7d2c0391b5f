// A pack of «most likely» prompts: each row its text alone.
import type { GamePack } from "../shared/game-pack";

export const mostLikelyPack: GamePack<"most-likely"> = {
  gameType: "most-likely",
  name: "مين فينا",
  fullName: "مين فينا",
  textLabel: "السؤال",
  withAnswers: false,
  body: (values, draft) => ({ gameType: "most-likely", title: values.title, draft, items: values.items.map((r) => ({ prompt: r.text })) }),
};
