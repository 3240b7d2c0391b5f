// A whole game of most likely through the real room actor: real sockets, real
// D1 prompts, one vote ended by the actor's alarm, then play again with new prompts.
import { describe, expect, it } from "vitest";
import type { MostLikelyView } from "../../schema/game-views";
import type { ServerMessage } from "../../schema/protocol";
import type { MostLikelyState } from "../games/most-likely/rules";
import type { RoomRecord } from "../room/room-record";
import { categoriesOf, fireDeadline, gameStateOf as storedStateOf, hostedRoom, nextPhase, seatGuests, seenContent, stored, viewOf } from "./game-helpers";
import type { LiveSocket } from "./live-client";

async function firstCategory(): Promise<string> {
  return (await categoriesOf("most-likely"))[0].id;
}

const gameStateOf = (room: RoomRecord) => storedStateOf<MostLikelyState>(room);
const gameOf = viewOf<MostLikelyView>;

const vote = (socket: LiveSocket, votedPlayerId: string | undefined, submissionId = crypto.randomUUID()) =>
  socket.send("game-action", { action: "SUBMIT_VOTE", payload: { votedPlayerId, submissionId } });

describe("most likely over the room actor", () => {
  it("plays three rounds to the game end, one vote ended by the alarm, then again with new prompts", async () => {
    const { user, room, host } = await hostedRoom("most-likely");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    const hostId = user.id;

    host.send("start-game", { gameType: "most-likely", categories: [await firstCategory()], settings: { rounds: 3 } });
    let view = gameOf(await sara.socket.next("game-started"));
    expect(view).toMatchObject({ currentPhase: "voting", roundNumber: 1, totalRounds: 3, phaseDuration: 30, isKillRound: false, myVote: null });
    expect(view.currentQuestion!.content).toContain("مين"); // every prompt asks «مين», though a few not first
    expect(view.participants).toEqual([hostId, sara.playerId, fahad.playerId]);
    const prompts = [view.currentQuestion!.id];
    for (const s of everyone) s.drain();

    // Round 1, by votes: a vote needs a player, and counts once.
    vote(host, undefined);
    expect((await host.next("submission-error")).data).toMatchObject({ message: "يلزم اختيار لاعب للتصويت", action: "SUBMIT_VOTE" });
    vote(host, sara.playerId);
    const afterHost = await fahad.socket.next("game-state");
    expect(afterHost.data.state.players[hostId].hasVoted).toBe(true);
    expect(gameOf(afterHost)).toMatchObject({ myVote: null, voteDetails: [], accusations: [] });
    expect(gameOf(await host.next("game-state")).myVote).toBe(sara.playerId);
    vote(host, fahad.playerId);
    expect((await host.next("submission-error")).data.message).toBe("سبق تسجيل تصويتك");
    vote(sara.socket, sara.playerId); // voting for oneself is allowed
    vote(fahad.socket, sara.playerId);
    view = await nextPhase(everyone, fahad.socket, "round_results");
    expect(view.accused).toEqual([sara.playerId]);
    expect(view.accusations).toEqual([{ playerId: sara.playerId, count: 3, voters: [hostId, sara.playerId, fahad.playerId] }]);
    expect(view.voteDetails).toContainEqual({ voterId: fahad.playerId, votedForId: sara.playerId });
    expect(view.roundPoints).toEqual({ [hostId]: 0, [sara.playerId]: 1, [fahad.playerId]: 0 });
    expect(view.phaseEndsAt).toBeNull();

    // Only the admin moves on.
    sara.socket.send("game-action", { action: "next_round" });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, fahad.socket, "voting");
    expect(view.roundNumber).toBe(2);
    prompts.push(view.currentQuestion!.id);

    // Round 2: one vote, then the deadline ends the phase; a repeated alarm changes nothing.
    vote(host, fahad.playerId);
    await host.next("game-state");
    for (const s of everyone) s.drain();
    const votingSeq = gameStateOf(await stored(room.id)).phaseSeq;
    await fireDeadline(room.id);
    view = await nextPhase(everyone, host, "round_results");
    expect(view.accused).toEqual([fahad.playerId]);
    await fireDeadline(room.id, votingSeq);
    expect(gameStateOf(await stored(room.id)).phase).toBe("round_results");

    // Round 3, the last: a three-way tie accuses everyone.
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, host, "voting");
    expect(view).toMatchObject({ roundNumber: 3, isKillRound: true });
    prompts.push(view.currentQuestion!.id);
    vote(host, sara.playerId);
    vote(sara.socket, fahad.playerId);
    vote(fahad.socket, hostId);
    view = await nextPhase(everyone, sara.socket, "round_results");
    expect(view.accused).toEqual([hostId, sara.playerId, fahad.playerId]);
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, sara.socket, "game_end");
    expect(view.roundWins).toEqual({ [hostId]: 1, [sara.playerId]: 2, [fahad.playerId]: 2 });
    expect(view.groups).toEqual({ biggestAccused: [sara.playerId, fahad.playerId], accused: [hostId], innocents: [] });
    expect(view.ranking.map((r) => [r.playerId, r.rank])).toEqual([
      [sara.playerId, 1],
      [fahad.playerId, 1],
      [hostId, 3],
    ]);

    // The room and the signed-in creator remember the prompts shown.
    expect(new Set(prompts).size).toBe(3);
    const played = (await stored(room.id)).played!["most-likely"]!;
    expect(played).toEqual(prompts);
    expect(await seenContent(hostId, 3)).toEqual([...prompts].sort());

    // Play again: three rounds by alarms, none of them repeating the first game's prompts.
    host.send("game-action", { action: "restart_game" });
    view = gameOf((await sara.socket.next("game-restarted")) as Extract<ServerMessage, { type: "game-restarted" }>);
    expect(view).toMatchObject({ currentPhase: "voting", roundNumber: 1, totalRounds: 3, notice: null });
    expect(Object.values(view.roundWins).every((n) => n === 0)).toBe(true);
    const again = [view.currentQuestion!.id];
    for (const s of everyone) s.drain();
    for (let round = 1; round <= 3; round++) {
      await fireDeadline(room.id);
      await nextPhase(everyone, host, "round_results");
      host.send("game-action", { action: "next_round" });
      view = await nextPhase(everyone, host, round < 3 ? "voting" : "game_end");
      if (round < 3) again.push(view.currentQuestion!.id);
    }
    expect(again).toHaveLength(3);
    for (const id of again) expect(prompts).not.toContain(id);
    expect(view.groups).toEqual({ biggestAccused: [], accused: [], innocents: [hostId, sara.playerId, fahad.playerId] });
  });

  it("refuses most likely in a free creator's room", async () => {
    const { room, host } = await hostedRoom("trivia-deception", "free");
    host.send("start-game", { gameType: "most-likely", categories: [await firstCategory()], settings: {} });
    expect((await host.next("error")).data.code).toBe("premium_required");
    expect((await stored(room.id)).game).toBeNull();
  });
});
