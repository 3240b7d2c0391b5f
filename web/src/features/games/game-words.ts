// The games' names and descriptions as a women's gathering reads them: the catalogue's
// shipped words (content/catalog.ts) where a feminine form exists. A name or description the admin
// rewrote is shown as written: its feminine form is not known.
import { seedGames } from "../../../../content/catalog";
import { addressed, textsFor, type AddressForm } from "../../../../schema/address";
import type { GameType } from "../../../../schema/limits";

type Words = { name: string; description: string };

const SHIPPED = Object.fromEntries(seedGames.map((g) => [g.gameType, { name: g.nameAr, description: g.descriptionAr }])) as Record<GameType, Words>;

export const GAME_WORDS = addressed<Record<GameType, Words>>(SHIPPED, {
  "trivia-deception": {
    description: "سؤال في كل جولة: اكتبن جوابًا مزيّفًا يقنع الجميع، وحاولن إيجاد الجواب الصحيح بين أكاذيب صاحباتكن.",
  },
  "meme-game": { description: "صورة في كل جولة: اكتبن أطرف تعليق عليها، وصوّتن لأضحك تعليق." },
  "most-likely": {
    name: "مين أكثر وحدة؟",
    description: "وصف في كل جولة: صوّتن لمن ينطبق عليها أكثر، واكتشفن من المتهمة الكبرى.",
  },
  "about-us": {
    description: "أسئلة عنكن أنتن: جاوبن عن أنفسكن بصدق، واكتبن كذبة على لسان صاحباتكن، وخمّنّ الجواب الحقيقي بين الأكاذيب.",
  },
});

/** A game's name and description as the room says them: the feminine form of the shipped words for women. */
export function spokenGame<G extends { gameType: GameType; nameAr: string; descriptionAr: string }>(game: G, form: AddressForm | null | undefined): G {
  const shipped = SHIPPED[game.gameType];
  const said = textsFor(GAME_WORDS, form)[game.gameType];
  if (!shipped || !said) return game;
  return {
    ...game,
    nameAr: game.nameAr === shipped.name ? said.name : game.nameAr,
    descriptionAr: game.descriptionAr === shipped.description ? said.description : game.descriptionAr,
  };
}

/** One game's name as the room says it. */
export function spokenGameName(gameType: GameType, name: string, form: AddressForm | null | undefined): string {
  return name === SHIPPED[gameType]?.name ? textsFor(GAME_WORDS, form)[gameType].name : name;
}
