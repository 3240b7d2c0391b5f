// Texts about another player fit anyone: a verbal noun or «name: …», never a
// masculine third-person verb («سارة يختار…», «بانتظار نورة يبدأ…»).
import { describe, expect, it } from "vitest";
import { PLAYER_STATUS_TEXT } from "./chrome/players-status";
import { awardDetail as aboutUsAwardDetail } from "./about-us/logic";
import { ABOUT_US_TEXTS } from "./about-us/texts";
import { MEME_TEXTS } from "./meme-game/texts";
import { MOST_LIKELY_TEXTS } from "./most-likely/texts";
import { LEFT_PLAYER_NAME, waitingForAdmin } from "./shared/texts";
import { awardDetail } from "./trivia/logic";
import { TRIVIA_TEXTS } from "./trivia/texts";

/** A present-tense verb of a third person masculine subject (ي…), or one of the past-tense forms these screens used. */
const MASCULINE_VERB = /(^|[\s:،(])(ي[\u0621-\u064A\u064B-\u0652]{2,}|أرسل|صوّت|خدع|انخدع|كتبها|كتبه|اتهمه|طلع|طلّعك)(?=$|[\s.،:!؟)])/u;

const aboutPlayers: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PLAYER_STATUS_TEXT).map(([k, v]) => [`status.${k}`, v])),
  ...Object.fromEntries(Object.entries(TRIVIA_TEXTS.awards).map(([k, v]) => [`award.${k}`, v])),
  ...Object.fromEntries(
    (["most_fooling", "most_fooled", "best_trick", "self_voters"] as const).map((kind) => [
      `awardDetail.${kind}`,
      awardDetail({ kind, playerIds: ["a"], value: 2, answer: "سيدني" }),
    ]),
  ),
  choosing: TRIVIA_TEXTS.status.choosing,
  othersWait: TRIVIA_TEXTS.selection.othersWait("سارة"),
  waitingForAdmin: waitingForAdmin("نورة"),
  waitingForAnyAdmin: waitingForAdmin(null),
  triviaAuthors: TRIVIA_TEXTS.results.authors,
  triviaVoters: TRIVIA_TEXTS.results.voters,
  memeAuthor: MEME_TEXTS.results.author,
  memeVoters: MEME_TEXTS.results.voters,
  accusers: MOST_LIKELY_TEXTS.results.voters,
  leftPlayer: LEFT_PLAYER_NAME,
  ...Object.fromEntries(Object.entries(ABOUT_US_TEXTS.awards).map(([k, v]) => [`aboutUsAward.${k}`, v])),
  ...Object.fromEntries(
    (["most_fooling", "most_fooled", "best_lie", "knows_everyone", "mystery"] as const).map((kind) => [
      `aboutUsAwardDetail.${kind}`,
      aboutUsAwardDetail({ kind, playerIds: ["a"], value: 2, answer: "كبسة" }),
    ]),
  ),
  aboutUsSubject: ABOUT_US_TEXTS.status.subject,
  aboutUsAbout: ABOUT_US_TEXTS.writing.about("سارة"),
  aboutUsTruth: ABOUT_US_TEXTS.reveal.truth("سارة"),
  aboutUsAuthors: ABOUT_US_TEXTS.reveal.authors,
  aboutUsVoters: ABOUT_US_TEXTS.reveal.voters,
};

describe("texts about a player fit anyone", () => {
  it.each(Object.entries(aboutPlayers))("%s: «%s»", (_key, text) => {
    expect(text).not.toMatch(MASCULINE_VERB);
  });

  it("the check catches the old wordings", () => {
    for (const old of ["سارة يختار فئة السؤال...", "بانتظار نورة يبدأ اللعبة...", "أرسل", "يتفرج", "أكثر واحد خدع", "صوّت لنفسه"])
      expect(old).toMatch(MASCULINE_VERB);
  });

  it("names the player with a verbal noun", () => {
    expect(TRIVIA_TEXTS.selection.othersWait("سارة")).toBe("سارة: اختيار فئة السؤال...");
    expect(waitingForAdmin("نورة")).toBe("بانتظار نورة لإكمال اللعبة...");
    expect(waitingForAdmin(null)).toBe("بانتظار مشرف الغرفة لإكمال اللعبة...");
  });
});
