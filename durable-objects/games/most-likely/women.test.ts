// «جلسة بنات» (issue 34): a most-likely game set up for a women's gathering says every prompt in
// its feminine form and its notices in the feminine plural; a prompt without one says its own.
import { describe, expect, it } from "vitest";
import type { AddressForm } from "../../../schema/address";
import type { MostLikelyView } from "../../../schema/game-views";
import { stepRandom } from "../../engine/random";
import { FRESHNESS } from "../shared/content";
import { players, T0 } from "../shared/test-table";
import type { MostLikelyCandidate } from "./content";
import { mostLikely } from "./rules";
import { MOST_LIKELY_TEXT, MOST_LIKELY_TEXTS } from "./texts";

const prompts: MostLikelyCandidate[] = [
  { id: "1", content: "مين أكثر واحد يسهر لين الفجر؟", feminine: "مين أكثر وحدة تسهر لين الفجر؟", imageUrl: null, freshness: FRESHNESS.fresh, seenBy: 0 },
  { id: "2", content: "مين فينا ينسى جوازه في البيت؟", feminine: "مين فينا تنسى جوازها في البيت؟", imageUrl: null, freshness: FRESHNESS.playedHere, seenBy: 0 },
  // An admin's prompt written before the feminine field: said as it is.
  { id: "3", content: "مين اللي يصفّق في الوقت الغلط؟", feminine: null, imageUrl: null, freshness: FRESHNESS.playedHere, seenBy: 0 },
];

/** Plays a three-round game with nobody voting; returns what p2's phone showed in each vote. */
function play(addressForm: AddressForm | undefined) {
  let step = mostLikely.setup({ players: players(3), settings: { rounds: 3 }, categories: ["7"], content: { prompts }, random: stepRandom(7, 0), now: T0, addressForm });
  const shown: { content: string; notice: string | null }[] = [];
  let now = T0;
  for (let i = 1; step.state.phase !== "game_end"; i++) {
    const view = mostLikely.playerView(step.state, "p2") as MostLikelyView;
    if (step.state.phase === "voting") shown.push({ content: view.currentQuestion!.content, notice: view.notice });
    now += 1000;
    const action = step.state.phase === "voting" ? { kind: "timer" as const, phaseSeq: step.state.phaseSeq } : { kind: "player" as const, playerId: "p1", action: "next_round", data: { action: "next_round" } };
    step = mostLikely.apply(step.state, action, { random: stepRandom(7, i), now, adminId: "p1" });
  }
  return shown;
}

describe("most likely in a women's gathering", () => {
  it("sends every prompt in its feminine form, and the feminine notice", () => {
    const shown = play("women");
    expect(shown.map((s) => s.content).sort()).toEqual(["مين أكثر وحدة تسهر لين الفجر؟", "مين اللي يصفّق في الوقت الغلط؟", "مين فينا تنسى جوازها في البيت؟"]);
    expect(shown.find((s) => s.content.includes("جوازها"))!.notice).toBe(MOST_LIKELY_TEXTS.women.playedHere);
    expect(MOST_LIKELY_TEXTS.women.playedHere).toContain("لعبتنّه");
  });

  it("speaks to everyone when the room says so, or says nothing (a room stored before the setting)", () => {
    for (const form of ["everyone", undefined] as const) {
      const shown = play(form);
      expect(shown.map((s) => s.content).sort()).toEqual(prompts.map((p) => p.content).sort());
      expect(shown.find((s) => s.content.includes("جوازه"))!.notice).toBe(MOST_LIKELY_TEXT.playedHere);
    }
  });

  it("never sends the other form to a phone", () => {
    let step = mostLikely.setup({ players: players(3), settings: { rounds: 1 }, categories: ["7"], content: { prompts: [prompts[0]] }, random: stepRandom(1, 0), now: T0, addressForm: "women" });
    const view = mostLikely.playerView(step.state, "p2") as MostLikelyView;
    expect(view.currentQuestion).toEqual({ id: "1", content: "مين أكثر وحدة تسهر لين الفجر؟", imageUrl: null });
    expect(JSON.stringify(view)).not.toContain("واحد يسهر");
    step = mostLikely.apply(step.state, { kind: "timer", phaseSeq: step.state.phaseSeq }, { random: stepRandom(1, 1), now: T0 + 1000, adminId: "p1" });
    expect(step.state.phase).toBe("round_results");
  });
});
