// A moderated meme game: each player's captions wait for a moderator's verdict, and the vote
// shows only those approved; ones rejected or not judged before the captioning ends are left out.
import { describe, expect, it } from "vitest";
import type { MemeView } from "../../../schema/game-views";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import type { MemeContent } from "./content";
import { captionKey, pendingCaptions } from "./moderation";
import { memeGame, type MemeState } from "./rules";

const content: MemeContent = {
  pictures: Array.from({ length: 4 }, (_, i) => ({ id: String(i + 1), imageUrl: `/seed/memes/meme-${i + 1}.svg`, textBoxCount: 2 as const, freshness: FRESHNESS.fresh, seenBy: 0 })),
};

class Table extends ReplayTable<MemeState, MemeContent, MemeView> {
  constructor(moderated: boolean) {
    super(memeGame, players(3), { rounds: 3 }, ["1"], content, 42, moderated ? { moderated: true } : {});
  }
  caption(playerId: string, top: string, bottom: string) {
    return this.apply({ kind: "player", playerId, action: "submit_caption", data: { action: "submit_caption", captions: [top, bottom], submissionId: `${playerId}-${this.step}` } });
  }
  judge(authorId: string, approve: boolean) {
    return this.apply({ kind: "moderate", key: captionKey(this.state.round, authorId), approve });
  }
  shown() {
    return this.state.submissions.map((s) => s.captions.join(" / ")).sort();
  }
}

describe("the meme game with moderation", () => {
  it("the vote shows the approved captions only: the rejected ones and those not judged in time are left out", () => {
    const t = new Table(true);
    expect(t.state.phase).toBe("captioning");
    t.caption("p1", "فوق", "تحت");
    t.caption("p2", "كلام", "بذيء");
    t.caption("p3", "لم", "يحكم");
    expect(pendingCaptions(t.state).map((p) => [p.authorId, p.text])).toEqual([
      ["p1", "فوق / تحت"],
      ["p2", "كلام / بذيء"],
      ["p3", "لم / يحكم"],
    ]);
    // Everyone captioned, but the captions wait for their verdicts.
    expect(t.state.phase).toBe("captioning");
    t.judge("p1", true);
    t.judge("p2", false);
    expect(pendingCaptions(t.state).map((p) => p.authorId)).toEqual(["p3"]);
    t.timer();
    expect(t.state.phase).toBe("voting");
    expect(t.shown()).toEqual(["فوق / تحت"]);
    // No verdict reaches captions no longer waiting.
    const voting = t.state;
    t.judge("p3", true);
    expect(t.state).toBe(voting);
  });

  it("a player whose captions are refused is told at once, one not judged in time once the vote starts, and nobody else", () => {
    const t = new Table(true);
    t.caption("p1", "فوق", "تحت");
    t.caption("p2", "كلام", "بذيء");
    t.caption("p3", "لم", "يحكم");
    t.judge("p1", true);
    t.judge("p2", false);
    expect(t.view("p2").myTextRefused).toBe(true);
    expect(t.view("p1").myTextRefused).toBeFalsy();
    expect(t.view("p3").myTextRefused).toBeFalsy();
    t.timer();
    expect(t.state.phase).toBe("voting");
    expect(t.view("p3").myTextRefused).toBe(true);
    expect(t.view("p1").myTextRefused).toBeFalsy();
  });

  it("every caption judged ends the captioning early; none approved goes straight to the results", () => {
    const t = new Table(true);
    t.caption("p1", "فوق", "تحت");
    t.caption("p2", "يمين", "يسار");
    t.caption("p3", "أول", "آخر");
    t.judge("p1", false);
    t.judge("p2", false);
    expect(t.state.phase).toBe("captioning");
    t.judge("p3", false);
    expect(t.state.phase).toBe("round_results");
    expect(t.state.submissions).toEqual([]);
  });

  it("without moderation nothing waits, verdicts change nothing, and every caption enters the vote", () => {
    const t = new Table(false);
    t.caption("p1", "فوق", "تحت");
    expect(pendingCaptions(t.state)).toEqual([]);
    const before = t.state;
    t.judge("p1", false);
    expect(t.state).toBe(before);
    t.caption("p2", "يمين", "يسار");
    t.caption("p3", "أول", "آخر");
    expect(t.state.phase).toBe("voting");
    expect(t.shown()).toEqual(["أول / آخر", "فوق / تحت", "يمين / يسار"]);
  });
});
