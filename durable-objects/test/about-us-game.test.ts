// A whole game of «عنّا» through the real room actor: real sockets, the seeded questions from D1,
// a big screen and an audience beside four players, the reveal ended by the actor's alarm, and a
// player who leaves in the middle of a subject's writing.
import { describe, expect, it } from "vitest";
import type { AboutUsView } from "../../schema/game-views";
import { ABOUT_US, GAME_RULES } from "../../schema/limits";
import type { AudienceTallyView, RoomView, ServerMessage } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import { categoriesOf, fireDeadline, hostedRoom, nextPhase, playShow, seatGuests, viewOf } from "./game-helpers";
import { LiveSocket } from "./live-client";

const RUDE = "شـرمـوطـة";

async function watcher(code: string, role: "screen" | "audience") {
  const client = new TestClient();
  await client.becomeGuest();
  const res = await client.fetch(`/ws?code=${code}&role=${role}`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket!;
  ws.accept();
  const socket = new LiveSocket(ws);
  socket.send(role === "screen" ? "join-screen" : "join-audience");
  await socket.next("watch-joined");
  return socket;
}

const gameOf = viewOf<AboutUsView>;

/** The player's view once the room has told the whole reveal (earlier frames skipped). */
async function toldShow(socket: LiveSocket): Promise<AboutUsView> {
  for (;;) {
    const game = gameOf(await socket.next("game-state"));
    if (game.currentPhase === "reveal" && game.show && game.show.shown === game.show.beats.length) return game;
  }
}
const publicGame = (state: RoomView) => state.game as AboutUsView;

/** The first public view a watcher hears with this phase and phaseSeq at least `seq` (earlier ones skipped). */
async function watchPhase(socket: LiveSocket, phase: string, seq = 0): Promise<AboutUsView> {
  for (;;) {
    const game = publicGame((await socket.next("watch-state")).data.state);
    if (game?.currentPhase === phase && game.phaseSeq >= seq) return game;
  }
}

/** The tally a watcher is told for this round with this total, and this option's count when named (earlier frames skipped). */
async function tallyOf(socket: LiveSocket, round: number, total: number, option?: string): Promise<AudienceTallyView> {
  for (;;) {
    const { data } = await socket.next("audience-tally", 3000);
    if (data.round === round && data.total === total && (!option || data.counts[option] === total)) return data;
  }
}

// Every text of a view, without ids, where a truth or a lie would sit.
function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /id$/i.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => textsOf(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

describe("«عنّا» over the room actor", () => {
  it("plays a whole game with a screen and an audience: truths, lies, votes, the reveal, a leaver and the awards", async () => {
    // A free account: «عنّا» is a free game, its free categories open to anyone.
    const { room, host, user } = await hostedRoom("about-us", "free");
    const guests = await seatGuests(room.code, ["سارة", "فهد", "نورة"]);
    const name: Record<string, string> = { [user.id]: "المضيف", ...Object.fromEntries(guests.map((g, i) => [g.playerId, ["سارة", "فهد", "نورة"][i]])) };
    const socketOf: Record<string, LiveSocket> = { [user.id]: host, ...Object.fromEntries(guests.map((g) => [g.playerId, g.socket])) };
    const present = new Set(Object.keys(socketOf));
    const sockets = () => [...present].map((id) => socketOf[id]);
    /** Every present player hears the phase change; their own views by id. */
    const phaseViews = async (phase?: string) => {
      const views: Record<string, AboutUsView> = {};
      for (const id of present) {
        views[id] = gameOf(await socketOf[id].next("phase-changed"));
        if (phase) expect(views[id].currentPhase).toBe(phase);
      }
      return views;
    };
    const screen = await watcher(room.code, "screen");
    const fans = [await watcher(room.code, "audience"), await watcher(room.code, "audience")];

    const categories = await categoriesOf<{ id: string; isPremium: boolean }>("about-us");
    const free = categories.filter((c) => !c.isPremium).map((c) => c.id);
    const premium = categories.filter((c) => c.isPremium).map((c) => c.id);
    expect(free.length).toBeGreaterThanOrEqual(1);
    expect(premium.length).toBeGreaterThanOrEqual(3);
    // A premium category needs a premium room.
    host.send("start-game", { gameType: "about-us", categories: [premium[0]] });
    expect((await host.next("error")).data.code).toBe("premium_category");

    host.send("start-game", { gameType: "about-us", categories: free, settings: { rounds: 3 } });
    let view = gameOf(await host.next("game-started"));
    for (const g of guests) await g.socket.next("game-started");
    let seen = await watchPhase(screen, "answering");
    expect(view).toMatchObject({ currentPhase: "answering", roundNumber: 1, totalRounds: 3, phaseDuration: 45, subjectId: null, myTruth: null });
    // Everyone's own question, and nobody's on the screen.
    expect(view.myQuestion).toMatch(/؟$/);
    expect(seen.myQuestion).toBeNull();

    const truths: Record<string, string> = {};
    const fooled: Record<string, number> = {};
    let leaver: string | null = null;
    let turns = 0;
    let skipped = false;

    for (let round = 1; round <= 3; round++) {
      // Answering: each present player answers their own question truthfully.
      for (const id of present) {
        const socket = socketOf[id];
        if (round === 1 && id === guests[0].playerId) {
          // The family filter guards a truth as it guards a lie: refused to its writer alone.
          socket.send("game-action", { action: "SUBMIT_TRUTH", payload: { answer: RUDE } });
          expect((await socket.next("submission-error")).data).toMatchObject({ action: "SUBMIT_TRUTH", code: "family_filter" });
        }
        truths[id] = `جواب ${name[id]} ${round}`;
        socket.send("game-action", { action: "SUBMIT_TRUTH", payload: { answer: truths[id] } });
      }
      let views = await phaseViews("writing");
      view = views[user.id];

      for (;;) {
        turns++;
        const subject = view.subjectId!;
        const liars = [...present].filter((id) => id !== subject);
        seen = await watchPhase(screen, "writing", view.phaseSeq);
        // The screen sees whose turn and the question, never the truth.
        expect(seen.subjectId).toBe(subject);
        expect(seen.subjectQuestion).toMatch(/؟$/);
        expect(seen.truth).toBeNull();
        expect(textsOf(seen)).not.toContain(truths[subject]);
        // Only the subject sees their own truth during the turn.
        expect(views[subject].truth).toBe(truths[subject]);
        for (const id of liars) expect(views[id].truth).toBeNull();

        if (turns === 1) {
          // A lie equal to the truth is refused as a hint; the subject cannot lie about themselves.
          socketOf[liars[0]].send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: truths[subject] } });
          expect((await socketOf[liars[0]].next("submission-error")).data).toMatchObject({ code: "answer_correct", hint: true });
          socketOf[subject].send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة" } });
          expect((await socketOf[subject].next("submission-error")).data.action).toBe("SUBMIT_ANSWER");
          // The host's clock: a pause holds every move, +30 s lengthens the phase, and it runs on.
          const hostView = async (done: (v: AboutUsView) => boolean) => {
            for (;;) {
              const v = gameOf(await host.next("game-state"));
              if (done(v)) return v;
            }
          };
          host.send("pause-game");
          expect((await hostView((v) => !!v.paused)).phaseEndsAt).toBeNull();
          socketOf[liars[0]].send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة في الاستراحة" } });
          expect((await socketOf[liars[0]].next("submission-error")).data.code).toBe("paused");
          host.send("add-time");
          expect((await hostView((v) => v.phaseDuration === view.phaseDuration! + 30)).paused).toBe(true);
          host.send("resume-game");
          expect((await hostView((v) => !v.paused)).phaseEndsAt).not.toBeNull();
        }
        if (turns === 2) {
          // A player leaves mid-writing: their seat stays, the phase no longer waits for them.
          leaver = liars.find((id) => id !== user.id)!;
          socketOf[leaver].send("game-action", { action: "leave_room" });
          await socketOf[leaver].next("left-room");
          present.delete(leaver);
          liars.splice(liars.indexOf(leaver), 1);
          const sync = await host.next("participants-sync");
          expect(JSON.stringify(sync.data)).toContain('"hasLeft":true');
          let left = await screen.next("room-notice");
          while (left.data.kind !== "player-left") left = await screen.next("room-notice");
          expect(left.data).toMatchObject({ kind: "player-left", playerId: leaver });
        }
        if (turns === 3 && !skipped) {
          // «تخطي السؤال»: the host drops this subject's turn unscored, and everyone hears it.
          skipped = true;
          host.send("skip-question");
          let notice = await screen.next("room-notice");
          while (notice.data.kind !== "question-skipped") notice = await screen.next("room-notice");
          expect(notice.data).toMatchObject({ kind: "question-skipped", message: "تم تخطي السؤال، واللعب مستمر" });
          views = await phaseViews();
          view = views[user.id];
          if (view.currentPhase === "round_results") break;
          expect(view.currentPhase).toBe("writing");
          expect(view.subjectId).not.toBe(subject);
          continue;
        }
        for (const id of liars) socketOf[id].send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة ${name[id]} ${turns}` } });
        view = await nextPhase(sockets(), host, "voting");
        const options = view.options;
        expect(options).toHaveLength(liars.length + 1);
        seen = await watchPhase(screen, "voting", view.phaseSeq);
        // The choices as a player sees them: no type, author or truth.
        expect(seen.options.every((o) => o.type === undefined && o.authors === undefined && !o.isMine)).toBe(true);
        expect(seen.truth).toBeNull();
        // Option ids carry the phase's number, so no vote of another subject's reaches these.
        expect(options.every((o) => o.id.startsWith(`${view.phaseSeq}-`))).toBe(true);

        // The audience votes: this subject's tally starts at nothing, and counts both.
        if (turns > 1) expect(await tallyOf(fans[0], round, 0)).toMatchObject({ counts: {}, choice: null });
        const truthId = options.find((o) => o.answer === truths[subject])!.id;
        fans[0].send("audience-vote", { optionId: truthId });
        fans[1].send("audience-vote", { optionId: truthId });
        for (const f of fans) expect((await f.next("audience-voted")).data.optionId).toBe(truthId);
        expect(await tallyOf(screen, round, 2, truthId)).toMatchObject({ counts: { [truthId]: 2 }, choice: truthId });

        // The first liar finds the truth; the others vote for the first liar's lie.
        const firstLie = options.find((o) => o.answer === `كذبة ${name[liars[0]]} ${turns}`)!.id;
        socketOf[liars[0]].send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: firstLie } });
        expect((await socketOf[liars[0]].next("submission-error")).data.code).toBe("own_lie");
        socketOf[liars[0]].send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: truthId } });
        for (const id of liars.slice(1)) socketOf[id].send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: firstLie } });
        // A big screen watches (issue 43): it has the whole reveal at once, while the phones are told
        // it beat by beat on the room's clock; the first beat tells no truth and no points.
        const firstView = await nextPhase<AboutUsView>(sockets(), socketOf[liars[1]], "reveal");
        seen = await watchPhase(screen, "reveal", firstView.phaseSeq);
        expect(seen.truth).toBe(truths[subject]);
        expect(firstView.truth).toBeNull();
        expect(firstView.options.find((o) => o.id === truthId)!.type).toBeUndefined();
        expect(firstView.turnPoints).toEqual({});
        await playShow(room.id);
        view = await toldShow(host);

        // The reveal, once told: the truth, who wrote what, who voted for it, and the turn's points.
        const m = round === 3 ? GAME_RULES.killRoundMultiplier : 1;
        const fooledNow = liars.length - 1;
        fooled[liars[0]] = (fooled[liars[0]] ?? 0) + fooledNow;
        expect(view.truth).toBe(truths[subject]);
        expect(view.options.find((o) => o.id === truthId)).toMatchObject({ type: "truth", voters: [liars[0]] });
        expect(view.options.find((o) => o.id === firstLie)).toMatchObject({ type: "lie", authors: [liars[0]], voters: liars.slice(1) });
        expect(view.turnPoints).toEqual({ [liars[0]]: (ABOUT_US.truthPoints + ABOUT_US.pointsPerFooled * fooledNow) * m });

        // The reveal lasts as long as its show: the alarm moves on to the next subject or the round's results.
        await fireDeadline(room.id);
        views = await phaseViews();
        view = views[user.id];
        if (view.currentPhase === "round_results") break;
        expect(view.currentPhase).toBe("writing");
      }

      expect(view.currentPhase).toBe("round_results");
      expect(view.roundNumber).toBe(round);
      host.send("game-action", { action: "next_round" });
      if (round < 3) {
        view = await nextPhase(sockets(), host, "answering");
        expect(view.roundNumber).toBe(round + 1);
        expect(view.myQuestion).toMatch(/؟$/);
      } else view = await nextPhase(sockets(), host, "final_ranking");
    }

    // The end: the ranking, and the awards of the game (a player who left keeps their seat and score, as in every game).
    expect(view.gameOver).toBe(true);
    const ranked = view.ranking.map((r) => r.playerId);
    for (const id of present) expect(ranked).toContain(id);
    const kinds = view.awards.map((a) => a.kind);
    expect(kinds).toContain("most_fooling");
    expect(kinds).toContain("knows_everyone");
    const mostFooling = view.awards.find((a) => a.kind === "most_fooling")!;
    const top = Math.max(...Object.values(fooled));
    expect(mostFooling.value).toBe(top);
    // Players are never sent the audience's tally.
    expect(sockets().some((s) => s.received.some((m: ServerMessage) => m.type === "audience-tally"))).toBe(false);
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(skipped).toBe(true);
    expect(leaver).not.toBeNull();
    for (const s of [screen, ...fans]) s.close();
  });
});
