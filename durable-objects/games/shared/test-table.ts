// For the games' replay tests: a seated roster, and a game in progress that applies
// actions with the same per-step random the room actor uses. Tests only.
import { stepRandom } from "../../engine/random";
import type { EngineAction, EnginePlayer, GameDefinition, SetupCtx, Step } from "../../engine/types";

/** The clock at the table's start. */
export const T0 = 1_000_000;

/** `n` players p1…pn, online, joined one millisecond apart; only p1 is signed in. */
export function players(n: number): EnginePlayer[] {
  return Array.from({ length: n }, (_, i) => ({
    playerId: `p${i + 1}`,
    nickname: `لاعب ${i + 1}`,
    isOnline: true,
    joinedAt: T0 + i,
    userId: i === 0 ? "user-1" : null,
  }));
}

/** A game in progress; p1 is the admin. `V` is the game's player view. */
export class ReplayTable<S extends { phaseSeq: number }, C, V> {
  step = 1;
  now = T0;
  state: S;
  last: Step<S>;
  /** A big screen watches: a show started now is followed by the phones. */
  screen = false;
  constructor(
    readonly game: GameDefinition<S, C>,
    public roster: EnginePlayer[],
    settings: Record<string, number>,
    categories: string[],
    content: C,
    public seed = 42,
    /** More of the room's setup (its pacing, «وقت أطول»…). */
    extra: Partial<SetupCtx<C>> = {},
  ) {
    this.last = game.setup({ players: roster, settings, categories, content, random: stepRandom(seed, 0), now: T0, ...extra });
    this.state = this.last.state;
  }
  apply(action: EngineAction, advanceMs = 1000): Step<S> {
    this.now += advanceMs;
    this.last = this.game.apply(this.state, action, { random: stepRandom(this.seed, this.step++), now: this.now, adminId: "p1", screen: this.screen });
    this.state = this.last.state;
    return this.last;
  }
  /** The phase's timer fires (the current phase's unless another is given). */
  timer(phaseSeq = this.state.phaseSeq) {
    return this.apply({ kind: "timer", phaseSeq });
  }
  /** The timer fires at the clock time `at` (a beat, a deadline), not a second later. */
  timerAt(at: number, phaseSeq = this.state.phaseSeq) {
    return this.apply({ kind: "timer", phaseSeq }, at - this.now);
  }
  view(playerId: string): V {
    return this.game.playerView(this.state, playerId) as V;
  }
  /** Changes or removes (null) seated players, as the room reports a roster change. */
  setRoster(change: (p: EnginePlayer) => EnginePlayer | null) {
    this.roster = this.roster.map(change).filter((p): p is EnginePlayer => p !== null);
    return this.apply({ kind: "roster", players: this.roster });
  }
}
