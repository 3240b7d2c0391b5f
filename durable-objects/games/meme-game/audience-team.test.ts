// The meme game with the audience as one team: its pick is one more vote for a caption.
import { describe, expect, it } from "vitest";
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import type { MemeView } from "../../../schema/game-views";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import { audienceTeamVote } from "./audience-team";
import type { MemeContent } from "./content";
import { memeGame, type MemeState } from "./rules";

const content: MemeContent = { pictures: Array.from({ length: 6 }, (_, i) => ({ id: String(i + 1), imageUrl: `/seed/memes/meme-${i + 1}.svg`, textBoxCount: 1, freshness: FRESHNESS.fresh, seenBy: 0 })) };

class Table extends ReplayTable<MemeState, MemeContent, MemeView> {
  constructor() {
    super(memeGame, players(3), { rounds: 3 }, ["1"], content, 42);
  }
  act(playerId: string, action: string, data: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, ...data } });
  }
  idOf(authorId: string) {
    return this.state.submissions.find((s) => s.authorId === authorId)!.id;
  }
}

describe("the meme game with «الجمهور» as one voter", () => {
  it("adds one vote for the audience's caption: its author shares the top caption's bonus", () => {
    const t = new Table();
    for (const id of ["p1", "p2", "p3"]) t.act(id, "submit_caption", { captions: [`نكتة ${id}`, ""], submissionId: `${id}-c` });
    expect(t.state.phase).toBe("voting");
    t.act("p2", "vote_meme", { votedPlayerId: t.idOf("p1"), submissionId: "p2-v" });
    t.act("p3", "vote_meme", { votedPlayerId: t.idOf("p1"), submissionId: "p3-v" });
    const before = t.state;
    t.act("p1", "vote_meme", { votedPlayerId: t.idOf("p2"), submissionId: "p1-v" });
    expect(t.state.roundPoints).toEqual({ p1: 400, p2: 100, p3: 0 });

    const after = audienceTeamVote(before, t.state, t.idOf("p2"));
    expect(after.votes[AUDIENCE_TEAM_ID]).toBe(t.idOf("p2"));
    expect(after.roundPoints).toEqual({ p1: 400, p2: 400, p3: 0 });
    expect(after.scores).toEqual({ p1: 400, p2: 400, p3: 0 });
    expect(after.scores[AUDIENCE_TEAM_ID]).toBeUndefined();
  });

  it("scores nothing outside the end of a vote", () => {
    const t = new Table();
    expect(audienceTeamVote(t.state, t.state, "1")).toBe(t.state);
  });
});
