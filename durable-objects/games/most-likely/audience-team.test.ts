// Most likely with the audience as one team: its pick is one more vote, as a player's is.
import { describe, expect, it } from "vitest";
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import type { MostLikelyView } from "../../../schema/game-views";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import type { MostLikelyContent } from "./content";
import { audienceTeamVote } from "./audience-team";
import { mostLikely, type MostLikelyState } from "./rules";

const content: MostLikelyContent = {
  prompts: Array.from({ length: 5 }, (_, i) => ({ id: String(i + 1), content: `مين أكثر واحد رقم ${i + 1}؟`, feminine: null, imageUrl: null, freshness: FRESHNESS.fresh, seenBy: 0 })),
};

class Table extends ReplayTable<MostLikelyState, MostLikelyContent, MostLikelyView> {
  constructor() {
    super(mostLikely, players(3), { rounds: 3 }, ["7"], content, 42);
  }
  vote(playerId: string, votedPlayerId: string) {
    return this.apply({ kind: "player", playerId, action: "SUBMIT_VOTE", data: { action: "SUBMIT_VOTE", payload: { votedPlayerId } } });
  }
}

describe("most likely with «الجمهور» as one voter", () => {
  it("breaks the players' three-way tie: the audience's pick alone is accused and wins the round", () => {
    const t = new Table();
    t.vote("p1", "p2");
    t.vote("p2", "p3");
    const before = t.state;
    t.vote("p3", "p1");
    expect(t.state.accused.sort()).toEqual(["p1", "p2", "p3"]);
    const after = audienceTeamVote(before, t.state, "p2");
    expect(after.accused).toEqual(["p2"]);
    expect(after.roundWins).toEqual({ p1: 0, p2: 1, p3: 0 });
    expect(after.votes[AUDIENCE_TEAM_ID]).toBe("p2");
  });

  it("scores nothing outside the end of a vote", () => {
    const t = new Table();
    const before = t.state;
    t.vote("p1", "p2");
    expect(audienceTeamVote(before, t.state, "p3")).toBe(t.state);
  });
});
