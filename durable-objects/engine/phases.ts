// The phase driver: a game declares its phases and its actions as a table, and this
// module turns the table into the engine's GameDefinition. Written once here, for
// every game: the phase clock (phaseSeq, deadline), the stale-timer guard, who takes
// part in a phase, roster changes, "everyone waited for has acted", next_round and
// the final phase, payload validation before a handler runs, and refusals.
//
// Steps keep what they do not change by reference: a phase change or an action spreads
// the top level of the state once, so the content pool and the played ids stay the
// very same objects and the actor writes only the fields that changed.
import type { ZodType } from "zod";
import { DEFAULT_ADDRESS_FORM, type AddressForm } from "../../schema/address";
import { SHOW_PACE, type GameType } from "../../schema/limits";
import { phaseRole } from "../../schema/games";
import { nextBeatAt, scheduleShow, showAt, showEndsAt, showLength, showPending, showSkipped, type ShowSchedule, type Step as ShowStep } from "../../schema/show";
import { isGuest } from "./guests";
import { everyoneWaitedForActed, seatedIds, withScoresFor } from "./turns";
import type { EngineAction, EnginePlayer, GameDefinition, GameViewCore, PendingText, PrayerPause, SetupCtx, ShownContent, Step, StepCtx } from "./types";

/**
 * A paused clock: what was left of the phase (null for a phase without a timer, which only a
 * prayer break pauses), and the prayer when the pause is a prayer break.
 */
export interface PhasePause {
  remainingMs: number | null;
  prayer?: PrayerPause;
}

/** A phase's clock and round, as every game's state has it and the shared view fields read it. */
export interface PhaseClock<P extends string = string> {
  phase: P;
  /** Goes up by one at every phase change; a deadline carries the one it was set for. */
  phaseSeq: number;
  phaseEndsAt: number | null;
  phaseSeconds: number | null;
  round: number;
  totalRounds: number;
  /** The host paused the phase's clock: what was left of it. Absent or null while it runs. */
  paused?: PhasePause | null;
  /** The staged reveal of the current phase, on the room's clock; absent or null outside one. */
  show?: ShowSchedule | null;
  /** The game moves on by itself after each round's results; set once, when the game starts. */
  autoNext?: boolean;
  /** The host held this round's countdown («انتظار»): the results wait for «التالي». */
  held?: boolean;
}

/** What the driver owns in every game's state. */
export interface PhaseState<P extends string> extends PhaseClock<P> {
  /** The room's seats in join order, as the room last reported them. */
  players: EnginePlayer[];
  /** Who takes part in the current phase; seats taken later join from the next phase. */
  participants: string[];
  /** «وقت أطول»: every phase's seconds are multiplied by it (absent: 1). Set once, when the game starts. */
  timeScale?: number;
  /** «جلسة بنات»: how the game's texts speak (schema/address.ts); set once, when the game starts. */
  addressForm?: AddressForm;
  /** The stream's delay in seconds (absent: none); set once, when the game starts. */
  streamDelay?: number;
  /** The room's moderation was on when the game started: players' texts wait for a moderator's verdict. */
  moderated?: true;
  /** The moderator's verdicts by the game's key for each text (PendingText.key): true approved, false rejected. */
  verdicts?: Record<string, boolean>;
}

/** A refused action, as the player is told it. */
export interface Refusal {
  message: string;
  /** For programs (and the page's inline errors). */
  code?: string;
  /** Shown under the submit button rather than as a toast (spec 001 §5). */
  hint?: boolean;
}

class Refused {
  constructor(readonly refusal: Refusal) {}
}

class Moved<S, P> {
  constructor(
    readonly to: P,
    readonly state: S,
  ) {}
}

/** A handler's answer: refuse the action, with a message for the player who sent it. */
export const refusal = (message: string, extra: Omit<Refusal, "message"> = {}) => new Refused({ message, ...extra });

/** A handler's or a phase's answer: go to phase `to` from `state` (e.g. the choice is made). */
export const moveTo = <S, P>(to: P, state: S) => new Moved(to, state);

/** What a handler returns: the new state (the same object: nothing changed), a move, or a refusal. */
export type Outcome<S, P> = S | Moved<S, P> | Refused;

export interface PhaseSpec<S, P extends string> {
  /** How long the phase lasts; null: it waits for a person (the admin's next_round) or ends the game. */
  seconds: ((state: S) => number) | null;
  /** Who takes part: everyone seated now (a phase that opens a round's step) or the phase before's. */
  takePart: "seated" | "same";
  /** Prepares the phase once its clock is set: draws, shuffles, tallies. */
  enter?: (state: S, ctx: StepCtx) => S;
  /** The content put in front of the participants on entry, remembered as seen. */
  shows?: (state: S) => string;
  /** Whether a participant has acted; with it the phase ends once everyone waited for has. */
  acted?: (state: S) => (playerId: string) => boolean;
  /** Ends the phase at once, e.g. whoever had to choose is gone. */
  endIf?: (state: S) => boolean;
  /** Where the phase goes at its deadline or once it is done; absent: it waits for next_round. */
  then?: (state: S, ctx: StepCtx) => P | Moved<S, P>;
  /**
   * The staged reveal played on entry, from the state once `enter` has run: the room
   * keeps its schedule, and while a big screen watches the phones are told each beat at its time.
   */
  show?: (state: S) => ShowStep[];
  /** The phase lasts as long as its show, with no countdown of its own («عنّا»'s reveal per subject). */
  lastsShow?: boolean;
}

export interface ActionSpec<S, P extends string, A> {
  /** The phases it belongs to; elsewhere it is refused with `wrongPhase`. */
  phases: readonly P[];
  wrongPhase: string;
  /** Who may act: the phase's participants, or the game's own rule (a refusal text, or null to allow). */
  who: "participants" | ((state: S, playerId: string) => string | null);
  /** Where the payload is: the frame's `payload` object (default) or the frame's own fields. */
  in?: "payload" | "frame";
  /**
   * An action taken once per phase. Sent again unchanged (a resend after a reconnect) it changes
   * nothing and says nothing; anything else is refused with `message`. Checked before the payload.
   */
  once?: { taken: (state: S, playerId: string) => boolean; same: (state: S, playerId: string, sent: Record<string, unknown>) => boolean; message: string };
  /** Taken while the host has paused the clock (a host's own move); every other action waits for «استئناف». */
  whilePaused?: boolean;
  /** Parsed before the handler runs; an issue's message is a key of `refusals`. */
  payload: ZodType<A>;
  refusals: Record<string, Refusal>;
  handle: (state: S, playerId: string, payload: A, ctx: StepCtx) => Outcome<S, P>;
}

type RecordKeys<S> = { [K in keyof S]: S[K] extends Record<string, number> ? K : never }[keyof S];

export interface PhaseTable<S extends PhaseState<P>, P extends string, C, V extends GameViewCore> {
  gameType: GameType;
  /** Every round opens with `first`; next_round leaves `results`; the game ends in `final`. */
  rounds: { first: P; results: P; final: P };
  phases: { readonly [K in P]: PhaseSpec<S, P> };
  /** The state field of scores: a player taking part for the first time gets a zero there. */
  scores: RecordKeys<S>;
  texts: { notNow: string; notPlaying: string };
  /** The state before the first phase; the driver then enters `rounds.first`. */
  setup(ctx: SetupCtx<C>): S;
  actions: { readonly [name: string]: ActionSpec<S, P, any> };
  view(state: S, playerId: string): V;
  /** After a round's results (and their show) the game goes on by itself after a countdown, unless the room chose the host's pacing. */
  autoNext?: boolean;
  /** Players' texts a moderator judges (a moderated game): the ones waiting now. Until none wait, the phase runs to its deadline. */
  pendingTexts?: (state: S) => PendingText[];
}

/** Spells out one action of a table with its payload type inferred from its schema. */
export const actionOf =
  <S, P extends string>() =>
  <A>(spec: ActionSpec<S, P, A>) =>
    spec;

/** next_round is the admin's, whatever the room's own checks. */
export const NOT_ADMIN_TEXT = "هذا الإجراء لمشرف الغرفة فقط";

/** A move while the host has paused the game. */
export const PAUSED_TEXT = "اللعبة متوقفة مؤقتًا، يمكنك المتابعة بعد الاستئناف";

/** An invalid action: state unchanged, one error to the player who sent it. */
export function refuse<S>(state: S, playerId: string, action: string, message: string, extra: Omit<Refusal, "message"> = {}): Step<S> {
  return { state, events: [{ to: playerId, type: "submission-error", data: { message, action, ...extra } }] };
}

const unchanged = <S>(state: S): Step<S> => ({ state, events: [] });

/** The `payload` object of a game action, or an empty one. */
export const payloadOf = (data: Record<string, unknown>) =>
  data.payload && typeof data.payload === "object" && !Array.isArray(data.payload) ? (data.payload as Record<string, unknown>) : {};

/** Builds the GameDefinition the room actor runs from a game's phase table. */
export function phaseDriven<S extends PhaseState<P>, P extends string, C, V extends GameViewCore>(table: PhaseTable<S, P, C, V>): GameDefinition<S, C> {
  const { phases, rounds, texts } = table;

  function enter(state: S, to: P, ctx: StepCtx): S {
    const spec = phases[to];
    // A streamed room's viewers see the phase late: a phase the audience votes in waits for them.
    const delay = streamWait(state, to);
    const seconds = spec.seconds ? Math.round(spec.seconds(state) * (state.timeScale ?? 1)) + delay : null;
    let next: S = {
      ...state,
      // A new phase runs its own clock: a pause belonged to the phase before.
      ...(state.paused ? { paused: null } : {}),
      phase: to,
      phaseSeq: state.phaseSeq + 1,
      phaseSeconds: seconds,
      phaseEndsAt: seconds === null ? null : ctx.now + seconds * 1000,
    };
    if (spec.takePart === "seated") {
      const seated = seatedIds(next.players);
      // The same list keeps its reference, so the actor does not write it again.
      const participants = seated.length === next.participants.length && seated.every((id, i) => id === next.participants[i]) ? next.participants : seated;
      const scores = withScoresFor(next[table.scores] as Record<string, number>, participants);
      next = { ...next, participants, [table.scores]: scores };
    }
    next = spec.enter ? spec.enter(next, ctx) : next;
    return paced(staged(next, spec, ctx), to, ctx);
  }

  /** The phase's show, scheduled from now; a phase without one clears the last. */
  function staged(state: S, spec: PhaseSpec<S, P>, ctx: StepCtx): S {
    if (!spec.show) return state.show ? { ...state, show: null } : state;
    const show = scheduleShow(spec.show(state), ctx.now, !!ctx.screen);
    if (!spec.lastsShow) return { ...state, show };
    return { ...state, show, phaseEndsAt: showEndsAt(show), phaseSeconds: Math.ceil(showLength(show.beats) / 1000) };
  }

  /** A round's results that move on by themselves: the countdown starts once the show has played. */
  function paced(state: S, to: P, ctx: StepCtx): S {
    const held = state.held ? { held: false } : {};
    if (to !== rounds.results || !state.autoNext) return state.held ? { ...state, ...held } : state;
    return { ...state, ...held, phaseEndsAt: (state.show ? showEndsAt(state.show) : ctx.now) + SHOW_PACE.autoNextMs, phaseSeconds: SHOW_PACE.autoNextMs / 1000 };
  }

  /** The seconds a phase waits for a delayed stream's audience: the delay in a phase the audience votes in, else 0. */
  function streamWait(state: S, phase: P): number {
    return state.streamDelay && phaseRole(table.gameType, phase).audienceVotable ? state.streamDelay : 0;
  }

  function isDone(state: S, now: number): boolean {
    // A paused phase never ends by itself; «استئناف» looks again.
    if (state.paused) return false;
    const spec = phases[state.phase];
    if (spec.endIf?.(state)) return true;
    // The players done early do not cut short the window a delayed stream's audience votes in.
    if (streamWait(state, state.phase)) return false;
    // A moderated game's texts are judged before the vote shows them: the phase waits for the verdicts, or its deadline.
    if (state.moderated && table.pendingTexts?.(state).length) return false;
    return !!spec.acted && everyoneWaitedForActed(state.players, state.participants, spec.acted(state), now);
  }

  /** Enters `to`, and the phases after it while each is over as soon as it starts. */
  function advance(state: S, to: P, ctx: StepCtx): Step<S> {
    const shown: ShownContent[] = [];
    let next = state;
    let target: P | null = to;
    while (target !== null) {
      next = enter(next, target, ctx);
      const spec: PhaseSpec<S, P> = phases[target];
      if (spec.shows) shown.push(shownTo(spec.shows(next), next));
      target = null;
      if (spec.then && isDone(next, ctx.now)) {
        const then = spec.then(next, ctx);
        if (then instanceof Moved) [next, target] = [then.state, then.to];
        else target = then;
      }
    }
    return {
      state: next,
      events: [],
      deadline: deadlineOf(next),
      ...(shown.length ? { shown } : {}),
    };
  }

  /** The current phase is over (deadline or done): on to what it says comes next. */
  function endPhase(state: S, ctx: StepCtx): Step<S> {
    // A round's results that move on by themselves: their countdown is over.
    if (state.phase === rounds.results && state.autoNext && !phases[state.phase].then) return moveOn(state, ctx);
    const then = phases[state.phase].then?.(state, ctx);
    if (then === undefined) return unchanged(state);
    return then instanceof Moved ? advance(then.state, then.to, ctx) : advance(state, then, ctx);
  }

  /** A beat of the show is due: the phones are told the beats started by now; the phase ends if its own time has come too. */
  function beatDue(state: S, ctx: StepCtx): Step<S> {
    const show = showAt(state.show!, ctx.now);
    const next: S = show === state.show ? state : { ...state, show };
    if (!state.paused && state.phaseEndsAt !== null && ctx.now >= state.phaseEndsAt) return endPhase(next, ctx);
    if (next === state) return unchanged(state);
    return { state: next, events: [], deadline: deadlineOf(next) };
  }

  function nextRound(state: S, playerId: string, ctx: StepCtx): Step<S> {
    if (state.phase !== rounds.results) return refuse(state, playerId, "next_round", texts.notNow);
    // A prayer break holds the results too: «استئناف الآن» first.
    if (state.paused?.prayer) return refuse(state, playerId, "next_round", PAUSED_TEXT, { code: "paused" });
    if (playerId !== ctx.adminId) return refuse(state, playerId, "next_round", NOT_ADMIN_TEXT, { code: "not_admin" });
    // While the phones follow the big screen's show, «التالي» first plays the show to its end.
    if (state.show?.follow && ctx.now < showEndsAt(state.show)) return skipShow(state, ctx);
    return moveOn(state, ctx);
  }

  function moveOn(state: S, ctx: StepCtx): Step<S> {
    if (state.round >= state.totalRounds) return advance(state, rounds.final, ctx);
    return advance({ ...state, round: state.round + 1 }, rounds.first, ctx);
  }

  /** The show ends now: everything is told, and a round that moves on by itself starts its countdown. */
  function skipShow(state: S, ctx: StepCtx): Step<S> {
    const counting = state.autoNext && !state.held && !state.paused;
    const next: S = { ...state, show: showSkipped(state.show!, ctx.now), ...(counting ? { phaseEndsAt: ctx.now + SHOW_PACE.autoNextMs } : {}) };
    return { state: next, events: [], deadline: deadlineOf(next) };
  }

  /** «انتظار», the host's: this round's countdown stops, and the results wait for «التالي». */
  function holdNext(state: S, playerId: string, ctx: StepCtx): Step<S> {
    if (state.phase !== rounds.results || !state.autoNext) return refuse(state, playerId, "hold_next", texts.notNow);
    if (playerId !== ctx.adminId) return refuse(state, playerId, "hold_next", NOT_ADMIN_TEXT, { code: "not_admin" });
    if (state.held) return unchanged(state);
    const next: S = { ...state, held: true, phaseEndsAt: null, phaseSeconds: null, ...(state.paused ? { paused: { ...state.paused, remainingMs: null } } : {}) };
    return { state: next, events: [], deadline: deadlineOf(next) };
  }

  function onPlayer(state: S, playerId: string, name: string, data: Record<string, unknown>, ctx: StepCtx): Step<S> {
    if (name === "next_round") return nextRound(state, playerId, ctx);
    if (name === "hold_next") return holdNext(state, playerId, ctx);
    const spec = Object.hasOwn(table.actions, name) ? table.actions[name] : undefined;
    if (!spec) return refuse(state, playerId, name, texts.notNow);
    if (!spec.phases.includes(state.phase)) return refuse(state, playerId, name, spec.wrongPhase);
    if (state.paused && !spec.whilePaused) return refuse(state, playerId, name, PAUSED_TEXT, { code: "paused" });
    const notAllowed = spec.who === "participants" ? (state.participants.includes(playerId) ? null : texts.notPlaying) : spec.who(state, playerId);
    if (notAllowed) return refuse(state, playerId, name, notAllowed);
    const sent = spec.in === "frame" ? data : payloadOf(data);
    if (spec.once?.taken(state, playerId)) return spec.once.same(state, playerId, sent) ? unchanged(state) : refuse(state, playerId, name, spec.once.message);
    const parsed = spec.payload.safeParse(sent);
    if (!parsed.success) {
      const { message, ...extra } = spec.refusals[parsed.error.issues[0]?.message ?? ""] ?? { message: texts.notNow };
      return refuse(state, playerId, name, message, extra);
    }
    const out = spec.handle(state, playerId, parsed.data, ctx);
    if (out instanceof Refused) {
      const { message, ...extra } = out.refusal;
      return refuse(state, playerId, name, message, extra);
    }
    if (out instanceof Moved) return advance(out.state, out.to, ctx);
    if (out === state) return unchanged(state);
    return isDone(out, ctx.now) ? endPhase(out, ctx) : { state: out, events: [] };
  }

  /** Seats changed: leavers stop taking part (and being waited for); arrivals wait for the next phase. */
  function onRoster(state: S, players: EnginePlayer[], ctx: StepCtx): Step<S> {
    const seated = new Set(seatedIds(players));
    const participants = state.participants.every((id) => seated.has(id)) ? state.participants : state.participants.filter((id) => seated.has(id));
    const next: S = { ...state, players, participants };
    return isDone(next, ctx.now) ? endPhase(next, ctx) : unchanged(next);
  }

  /**
   * The host's hands on the clock. Pausing keeps what was left of the phase (stored, so a
   * restart keeps it) and takes the deadline away; resuming sets a new deadline that far
   * ahead, and ends the phase if everyone present acted meanwhile; extending moves the
   * deadline (or what is left of a paused clock). A phase without a timer has nothing to do.
   */
  function onClock(state: S, action: Extract<EngineAction, { kind: "clock" }>, ctx: StepCtx): Step<S> {
    const withDeadline = (next: S): Step<S> => ({ state: next, events: [], deadline: deadlineOf(next) });
    if (action.op === "pause") {
      // A prayer break pauses any phase, one that waits for the host too, and names the prayer on a pause already standing.
      if (action.prayer) {
        if (state.paused) return { state: { ...state, paused: { ...state.paused, prayer: action.prayer } }, events: [] };
        const remainingMs = state.phaseEndsAt === null ? null : Math.max(0, state.phaseEndsAt - ctx.now);
        return withDeadline({ ...state, paused: { remainingMs, prayer: action.prayer }, phaseEndsAt: null });
      }
      if (state.paused || state.phaseEndsAt === null) return unchanged(state);
      return withDeadline({ ...state, paused: { remainingMs: Math.max(0, state.phaseEndsAt - ctx.now) }, phaseEndsAt: null });
    }
    if (action.op === "resume") {
      if (!state.paused) return unchanged(state);
      const left = state.paused.remainingMs;
      const next: S = { ...state, paused: null, phaseEndsAt: left === null ? null : ctx.now + left };
      return isDone(next, ctx.now) ? endPhase(next, ctx) : withDeadline(next);
    }
    const seconds = state.phaseSeconds === null ? null : state.phaseSeconds + Math.round(action.ms / 1000);
    if (state.paused) {
      const left = state.paused.remainingMs;
      if (left === null) return unchanged(state);
      return { state: { ...state, phaseSeconds: seconds, paused: { ...state.paused, remainingMs: left + action.ms } }, events: [] };
    }
    if (state.phaseEndsAt === null) return unchanged(state);
    return withDeadline({ ...state, phaseSeconds: seconds, phaseEndsAt: state.phaseEndsAt + action.ms });
  }

  /** A moderator's verdict on a waiting text: kept, and the phase ends once it waits for nothing else. */
  function onVerdict(state: S, key: string, approve: boolean, ctx: StepCtx): Step<S> {
    if (!state.moderated || !table.pendingTexts?.(state).some((t) => t.key === key)) return unchanged(state);
    const next: S = { ...state, verdicts: { ...state.verdicts, [key]: approve } };
    return isDone(next, ctx.now) ? endPhase(next, ctx) : { state: next, events: [] };
  }

  return {
    gameType: table.gameType,
    setup: (ctx) =>
      advance(
        {
          ...table.setup(ctx),
          timeScale: ctx.timeScale ?? 1,
          addressForm: ctx.addressForm ?? DEFAULT_ADDRESS_FORM,
          ...(table.autoNext && !ctx.hostPaced ? { autoNext: true } : {}),
          ...(ctx.streamDelay ? { streamDelay: ctx.streamDelay } : {}),
          ...(ctx.moderated ? { moderated: true as const } : {}),
        },
        rounds.first,
        { random: ctx.random, now: ctx.now, adminId: "" },
      ),
    apply(state, action: EngineAction, ctx) {
      switch (action.kind) {
        case "timer":
          // Alarms arrive at least once: only the current phase's own deadline counts (a paused clock has none).
          if (action.phaseSeq !== state.phaseSeq) return unchanged(state);
          // The show's beats run on the room's clock, paused or not, as the big screen walks them.
          if (showPending(state.show)) return beatDue(state, ctx);
          if (state.paused) return unchanged(state);
          return state.phaseEndsAt !== null ? endPhase(state, ctx) : unchanged(state);
        case "clock":
          return onClock(state, action, ctx);
        case "roster":
          return onRoster(state, action.players, ctx);
        case "player":
          return onPlayer(state, action.playerId, action.action, action.data, ctx);
        case "moderate":
          return onVerdict(state, action.key, action.approve, ctx);
      }
    },
    playerView: (state, playerId) => table.view(state, playerId),
  };
}

/**
 * The step's deadline: the phase's own, or sooner the next beat the phones wait for,
 * so the room tells them each beat at its time.
 */
function deadlineOf<S extends PhaseState<string>>(state: S): Step<S>["deadline"] {
  // A paused clock has no end of phase; the show's beats still come at their time.
  const times = [state.paused ? null : state.phaseEndsAt, nextBeatAt(state.show)].filter((at): at is number => at !== null);
  return times.length ? { phaseSeq: state.phaseSeq, at: Math.min(...times) } : null;
}

/** Who of the phase's participants saw the content: signed-in players by user id, guests by their guest id. */
function shownTo(contentId: string, state: PhaseState<string>): ShownContent {
  const seeing = state.players.filter((p) => state.participants.includes(p.playerId));
  const guestIds = seeing.filter(isGuest).map((p) => p.playerId);
  return { contentId, userIds: seeing.filter((p) => p.userId).map((p) => p.userId!), ...(guestIds.length ? { guestIds } : {}) };
}
