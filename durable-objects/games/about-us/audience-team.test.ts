// «عنّا» with the audience as one team: its pick is scored as a player's vote is.
import { describe, expect, it } from "vitest";
import { AUDIENCE_TEAM_ID } from "../../../schema/audience-team";
import { ABOUT_US } from "../../../schema/limits";
import type { AboutUsView } from "../../../schema/game-views";
import { FRESHNESS } from "../shared/content";
import { players, ReplayTable } from "../shared/test-table";
import { audienceTeamVote } from "./audience-team";
import type { AboutUsContent } from "./content";
import { aboutUs, type AboutUsState } from "./rules";

const content: AboutUsContent = { questions: Array.from({ length: 20 }, (_, i) => ({ id: String(i + 1), content: `سؤال شخصي ${i + 1}؟`, freshness: FRESHNESS.fresh, seenBy: 0 })) };

class Table extends ReplayTable<AboutUsState, AboutUsContent, AboutUsView> {
  constructor() {
    super(aboutUs, players(3), { rounds: 3 }, [], content, 42);
  }
  act(playerId: string, action: string, payload: Record<string, unknown> = {}) {
    return this.apply({ kind: "player", playerId, action, data: { action, payload } });
  }
  /** Up to the last vote of the first subject: everyone answered and lied, every voter but one voted for the truth. */
  toLastVote() {
    for (const id of this.state.participants) this.act(id, "SUBMIT_TRUTH", { answer: `حقيقة ${id} المعروفة` });
    const others = () => this.state.participants.filter((id) => id !== this.state.subject);
    for (const id of others()) this.act(id, "SUBMIT_ANSWER", { answer: `كذبة من ${id} عن ${this.state.subject}` });
    expect(this.state.phase).toBe("voting");
    const [first, last] = others();
    this.act(first, "SUBMIT_VOTE", { optionId: this.option("truth").id });
    return last;
  }
  option(type: "truth" | "lie", author?: string) {
    return this.state.options.find((o) => o.type === type && (author === undefined || o.authors.includes(author)))!;
  }
}

describe("«عنّا» with «الجمهور» as one voter", () => {
  it("the truth earns «الجمهور» the truth's points; a lie earns its author the fooled points", () => {
    const t = new Table();
    const last = t.toLastVote();
    const before = t.state;
    t.act(last, "SUBMIT_VOTE", { optionId: t.option("truth").id });
    expect(t.state.phase).toBe("reveal");
    const found = audienceTeamVote(before, t.state, t.option("truth").id);
    expect(found.scores[AUDIENCE_TEAM_ID]).toBe(ABOUT_US.truthPoints);
    expect(found.turnPoints[AUDIENCE_TEAM_ID]).toBe(ABOUT_US.truthPoints);

    const lie = before.options.find((o) => o.type === "lie")!;
    const author = lie.authors[0];
    const fooled = audienceTeamVote(before, t.state, lie.id);
    expect(fooled.scores[AUDIENCE_TEAM_ID]).toBeUndefined();
    expect(fooled.scores[author]).toBe((t.state.scores[author] ?? 0) + ABOUT_US.pointsPerFooled);
  });

  it("scores nothing outside the end of a vote, or for an option that is not in it", () => {
    const t = new Table();
    t.toLastVote();
    const before = t.state;
    expect(audienceTeamVote(before, before, t.option("truth").id)).toBe(before);
    const last = t.state.participants.find((id) => id !== t.state.subject && !(id in t.state.votes))!;
    t.act(last, "SUBMIT_VOTE", { optionId: t.option("truth").id });
    expect(audienceTeamVote(before, t.state, "no-such-option")).toBe(t.state);
  });
});
