// A gathering of forty through the real room actor: forty phones from one home network, dealt
// into four teams, play a whole game of bluff trivia. Covers a leaver, a late joiner, the host
// moving a player, team totals that equal the sum of their members' points, each phone seeing
// only its own team's proposals, and no frame over 64 KB.
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../schema/game-views";
import { TEAM_NAMES } from "../../schema/limits";
import type { RoomView } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import type { TriviaState } from "../games/trivia-deception/rules";
import { categoriesOf, fireDeadline, gameStateOf, hostedRoom, nextPhase, stored, viewOf } from "./game-helpers";
import { joinRoom, type LiveSocket } from "./live-client";

/** The home network every phone of the gathering comes from. */
const HOME = "10.46.0.7";
const MAX_FRAME = 64 * 1024;

async function freeSubcategories(): Promise<string[]> {
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  return cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
}

/** A guest phone on the home network, seated under `name`. */
async function guestAtHome(code: string, name: string) {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  client.address = HOME;
  return { playerId, socket: (await joinRoom(client, code, name)).socket };
}

const gameOf = viewOf<TriviaView>;

/** Each team's points as the sum of its members' scores, from one view. */
function summed(state: RoomView): Record<string, number> {
  const scores = state.game!.scores;
  return Object.fromEntries(state.teams!.map((t) => [t.id, t.playerIds.reduce((sum, id) => sum + (scores[id] ?? 0), 0)]));
}

describe("a gathering of forty in teams", () => {
  it("plays a whole trivia game with forty phones from one network in four teams", { timeout: 120_000 }, async () => {
    const { user, room, host } = await hostedRoom("trivia-deception");
    const guests = [];
    for (let i = 1; i < 39; i++) guests.push(await guestAtHome(room.code, `ضيف ${i}`));
    const phones: LiveSocket[] = [host, ...guests.map((g) => g.socket)];
    const idOf = new Map<LiveSocket, string>([[host, user.id], ...guests.map((g) => [g.socket, g.playerId] as const)]);
    const subcategories = await freeSubcategories();

    // Thirty-nine seats: no game without teams.
    host.send("start-game", { gameType: "trivia-deception", categories: subcategories, settings: { rounds: 3 } });
    expect((await host.next("error")).data.code).toBe("teams_required");
    // Only the host deals teams; a count outside 2–8 is a bad frame.
    guests[0].socket.send("set-teams", { count: 4 });
    expect((await guests[0].socket.next("error")).data.code).toBe("not_admin");
    host.send("set-teams", { count: 9 });
    expect((await host.next("error")).data.code).toBe("invalid_message");

    for (const p of phones) p.drain();
    host.send("set-teams", { count: 4 });
    let state = (await guests[5].socket.next("game-state")).data.state;
    expect(state.teams!.map((t) => [t.nameAr, t.playerIds.length])).toEqual([
      [TEAM_NAMES[0], 10],
      [TEAM_NAMES[1], 10],
      [TEAM_NAMES[2], 10],
      [TEAM_NAMES[3], 9],
    ]);
    // The host moves a player of the first team into the second.
    const moved = state.teams![0].playerIds.find((id) => id !== user.id)!;
    host.send("move-to-team", { targetPlayerId: moved, teamId: "t2" });
    state = (await guests[5].socket.next("game-state")).data.state;
    expect(state.teams!.map((t) => t.playerIds.length)).toEqual([9, 11, 10, 9]);
    expect(state.teams![1].playerIds.at(-1)).toBe(moved);

    for (const p of phones) p.drain();
    host.send("start-game", { gameType: "trivia-deception", categories: subcategories, settings: { rounds: 3 } });
    let view = gameOf(await guests[0].socket.next("game-started"));
    expect(view.teamScores).toEqual({ t1: 0, t2: 0, t3: 0, t4: 0 });
    for (const p of phones) p.drain();

    // Round 1 by actions. The selector chooses.
    const selector = phones.find((p) => idOf.get(p) === view.subcategorySelector)!;
    selector.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    view = await nextPhase(phones, host, "writing");
    const teams = state.teams!;
    const socketOf = (id: string) => phones.find((p) => idOf.get(p) === id)!;
    // In each team two members propose and a third picks the first proposal: the team is done.
    for (const team of teams) {
      const [a, b, picker] = team.playerIds;
      socketOf(a).send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة ${team.id} الأولى` } });
      socketOf(b).send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `كذبة ${team.id} الثانية` } });
      // The picker waits until both proposals reached its phone, then picks the first.
      let seen = gameOf(await socketOf(picker).next("game-state"));
      while ((seen.teamLie?.proposals.length ?? 0) < 2) seen = gameOf(await socketOf(picker).next("game-state"));
      expect(seen.teamLie).toMatchObject({ teamId: team.id, pick: null });
      socketOf(picker).send("game-action", { action: "PICK_LIE", payload: { authorId: a } });
    }
    view = await nextPhase(phones, host, "voting");
    // Each phone heard only its own team's proposals while writing.
    const t1Lie = `كذبة t1 الثانية`;
    for (const p of phones) {
      const mine = teams.find((t) => t.playerIds.includes(idOf.get(p)!))!;
      const heard = JSON.stringify(p.received.filter((m) => m.type === "game-state"));
      expect(heard.includes(t1Lie)).toBe(mine.id === "t1");
    }
    // One lie per team (its pick) with the truth: five options, or decoys up to the minimum.
    const lies = view.displayOptions.filter((o) => o.answer.endsWith("الأولى"));
    expect(lies).toHaveLength(4);
    expect(view.displayOptions.some((o) => o.answer.endsWith("الثانية"))).toBe(false);
    const truth = gameStateOf<TriviaState>(await stored(room.id)).question!.correctAnswer;
    const optionOf = (answer: string) => view.displayOptions.find((o) => o.answer === answer)!.id;
    for (const p of phones) p.drain();

    // The late joiner (the fortieth phone) arrives during the vote: the smallest team takes them.
    const late = await guestAtHome(room.code, "متأخرة");
    phones.push(late.socket);
    idOf.set(late.socket, late.playerId);
    expect((await host.next("player-joined")).data.player.playerId).toBe(late.playerId);
    const roomNow = await stored(room.id);
    expect(roomNow.teams!.find((t) => t.playerIds.includes(late.playerId))!.id).toBe("t1");

    // Everyone votes alone: the first team's members for the second team's lie, the rest for the truth.
    for (const p of phones.slice(0, 39)) {
      const id = idOf.get(p)!;
      const fooled = teams[0].playerIds.includes(id);
      p.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: optionOf(fooled ? "كذبة t2 الأولى" : truth) } });
    }
    const resultsFrame = await host.next("phase-changed");
    view = gameOf(resultsFrame);
    expect(view.currentPhase).toBe("round_results");
    const results = resultsFrame.data.state;
    expect(view.displayOptions.find((o) => o.answer === "كذبة t2 الأولى")).toMatchObject({ teamId: "t2", authors: [teams[1].playerIds[0]] });
    expect(view.teamScores).toEqual(summed(results));
    expect(view.teamScores!.t2).toBeGreaterThan(view.teamScores!.t3);

    // Round 2: a player of the third team leaves mid-game; their points stay with their team.
    const leaver = teams[2].playerIds[3];
    const leaverPoints = view.scores[leaver];
    for (const p of phones) p.drain();
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(phones, late.socket, "subcategory_selection");
    socketOf(leaver).send("game-action", { action: "leave_room" });
    await socketOf(leaver).waitClose();
    const left = phones.indexOf(socketOf(leaver));
    phones.splice(left, 1);
    for (const step of ["writing", "voting", "round_results"]) {
      await fireDeadline(room.id);
      view = await nextPhase(phones, late.socket, step);
    }
    // The late joiner took part from this round on.
    expect(view.participants).toContain(late.playerId);
    expect(view.scores[leaver]).toBe(leaverPoints);

    // Round 3, then the final ranking.
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(phones, host, "subcategory_selection");
    for (const step of ["writing", "voting", "round_results"]) {
      await fireDeadline(room.id);
      view = await nextPhase(phones, host, step);
    }
    host.send("game-action", { action: "next_round" });
    const finalFrame = await late.socket.next("phase-changed");
    const final = gameOf(finalFrame);
    expect(final.currentPhase).toBe("final_ranking");
    const finalState = finalFrame.data.state;
    expect(finalState.teams!.find((t) => t.id === "t3")!.playerIds).toContain(leaver);
    expect(final.teamScores).toEqual(summed(finalState));
    expect(Object.values(final.teamScores!).reduce((a, b) => a + b, 0)).toBe(Object.values(final.scores).reduce((a, b) => a + b, 0));

    // No frame any phone heard came near 64 KB.
    const largest = Math.max(...[host, ...guests.map((g) => g.socket), late.socket].flatMap((p) => p.received.map((m) => JSON.stringify(m).length)));
    expect(largest).toBeLessThan(MAX_FRAME);
    for (const p of phones) p.close();
  });
});
