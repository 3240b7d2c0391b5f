// A whole game of bluff trivia through the real room actor: real sockets, real
// D1 questions, deadlines fired by the actor's alarm.
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../schema/game-views";
import type { ServerMessage } from "../../schema/protocol";
import type { TriviaState } from "../games/trivia-deception/rules";
import type { RoomRecord } from "../room/room-record";
import { categoriesOf, fireDeadline, gameStateOf, hostedRoom, nextPhase, seatGuests, seenContent, stored, stubOf, viewOf } from "./game-helpers";

async function freeSubcategories(): Promise<string[]> {
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  return cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
}

const triviaOf = (room: RoomRecord) => gameStateOf<TriviaState>(room);
const gameOf = viewOf<TriviaView>;

describe("bluff trivia over the room actor", () => {
  it("plays three rounds to the final ranking, by actions and by alarms, then again with fresh questions", async () => {
    const { user, room, host } = await hostedRoom("trivia-deception");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    const subcategories = await freeSubcategories();

    host.send("start-game", { gameType: "trivia-deception", categories: subcategories, settings: { rounds: 3 } });
    let view = gameOf(await sara.socket.next("game-started"));
    expect(view).toMatchObject({ currentPhase: "subcategory_selection", roundNumber: 1, totalRounds: 3, subcategorySelector: user.id });
    expect(view.availableSubcategories).toHaveLength(4);
    for (const s of everyone) s.drain();

    // Round 1, by actions: only the selector may choose.
    sara.socket.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    expect((await sara.socket.next("submission-error")).data.message).toBe("ليس دورك في اختيار الفئة");
    host.send("game-action", { action: "SELECT_SUBCATEGORY", actionId: "a1", priority: "high", payload: { subcategoryId: view.availableSubcategories[1].id } });
    view = await nextPhase(everyone, sara.socket, "writing");
    expect(view.currentQuestion).toMatchObject({ subcategory: view.availableSubcategories[1] ?? expect.anything(), correctAnswer: null });
    const truth = triviaOf(await stored(room.id)).question!.correctAnswer;

    // The truth as a lie is refused with a hint; the player writes again.
    host.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: truth } });
    expect((await host.next("submission-error")).data).toMatchObject({ code: "answer_correct", hint: true });
    host.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "جواب المضيف الخاطئ" } });
    const afterHost = await sara.socket.next("game-state");
    expect(afterHost.data.state.players[user.id].hasAnswered).toBe(true);
    expect(JSON.stringify(afterHost)).not.toContain("جواب المضيف الخاطئ");
    // Two identical lies become one option with two authors.
    sara.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة مشتركة" } });
    fahad.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة مشتركة" } });
    view = await nextPhase(everyone, host, "voting");
    expect(view.displayOptions.map((o) => o.answer)).toEqual(expect.arrayContaining([truth, "جواب المضيف الخاطئ", "كذبة مشتركة"]));
    expect(view.displayOptions.filter((o) => o.answer === "كذبة مشتركة")).toHaveLength(1);
    expect(view.displayOptions.every((o) => o.type === undefined && o.authors === undefined)).toBe(true);
    const optionId = (answer: string) => view.displayOptions.find((o) => o.answer === answer)!.id;
    for (const s of everyone) s.drain();

    host.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: optionId("كذبة مشتركة") } });
    host.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: optionId(truth) } });
    expect((await host.next("submission-error")).data.message).toBe("سبق تسجيل تصويتك");
    sara.socket.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: optionId(truth) } });
    fahad.socket.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: optionId("جواب المضيف الخاطئ") } });
    view = await nextPhase(everyone, sara.socket, "round_results");
    expect(view.currentQuestion!.correctAnswer).toBe(truth);
    expect(view.roundPoints).toEqual({ [user.id]: 500, [sara.playerId]: 1500, [fahad.playerId]: 500 });
    expect(view.displayOptions.find((o) => o.answer === "كذبة مشتركة")).toMatchObject({ type: "fake", authors: [sara.playerId, fahad.playerId], voters: [user.id] });
    expect(view.votes[fahad.playerId]).toBe(optionId("جواب المضيف الخاطئ"));

    // Only the admin moves on.
    sara.socket.send("game-action", { action: "next_round" });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, fahad.socket, "subcategory_selection");
    expect(view.roundNumber).toBe(2);
    expect(view.subcategorySelector).toBe(sara.playerId);

    // Round 2, by alarms: the room picks, writing and voting run out with nobody acting.
    await fireDeadline(room.id);
    view = await nextPhase(everyone, fahad.socket, "writing");
    await fireDeadline(room.id);
    view = await nextPhase(everyone, fahad.socket, "voting");
    expect(view.displayOptions).toHaveLength(4); // the truth and three decoys
    // The same alarm delivered twice: the phase it was set for is over, so nothing happens.
    const before = await stored(room.id);
    await runInDurableObject(stubOf(room.id), async (_instance, state) => {
      await state.storage.put("room", { ...before, game: { ...before.game!, deadline: { phaseSeq: triviaOf(before).phaseSeq - 1, at: Date.now() - 1 } } });
    });
    await evictDurableObject(stubOf(room.id));
    await runDurableObjectAlarm(stubOf(room.id));
    expect(triviaOf(await stored(room.id)).phase).toBe("voting");
    await fireDeadline(room.id);
    view = await nextPhase(everyone, fahad.socket, "round_results");
    expect(view.roundPoints).toEqual({ [user.id]: 0, [sara.playerId]: 0, [fahad.playerId]: 0 });

    // Round 3, the kill round: points double.
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, fahad.socket, "subcategory_selection");
    expect(view).toMatchObject({ roundNumber: 3, isKillRound: true, subcategorySelector: fahad.playerId });
    fahad.socket.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    await nextPhase(everyone, host, "writing");
    for (const [s, lie] of [[host, "خدعة أولى"], [sara.socket, "خدعة ثانية"], [fahad.socket, "خدعة ثالثة"]] as const)
      s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lie } });
    view = await nextPhase(everyone, host, "voting");
    const killTruth = triviaOf(await stored(room.id)).question!.correctAnswer;
    for (const s of everyone) s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: view.displayOptions.find((o) => o.answer === killTruth)!.id } });
    view = await nextPhase(everyone, host, "round_results");
    expect(view.roundPoints).toEqual({ [user.id]: 2000, [sara.playerId]: 2000, [fahad.playerId]: 2000 });
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, sara.socket, "final_ranking");
    expect(view.ranking).toEqual([
      { playerId: sara.playerId, score: 3500, rank: 1 },
      { playerId: user.id, score: 2500, rank: 2 },
      { playerId: fahad.playerId, score: 2500, rank: 2 },
    ]);
    expect(view.awards.map((a) => a.kind)).toEqual(["most_fooling", "most_fooled", "best_trick"]);

    // The signed-in creator's questions are remembered; play again draws fresh ones.
    const firstGame = await stored(room.id);
    const played = firstGame.played!["trivia-deception"]!;
    expect(played).toHaveLength(3);
    expect(await seenContent(user.id, 1)).toEqual([...played].sort());

    host.send("game-action", { action: "restart_game" });
    view = gameOf((await sara.socket.next("game-restarted")) as Extract<ServerMessage, { type: "game-restarted" }>);
    expect(view).toMatchObject({ currentPhase: "subcategory_selection", roundNumber: 1, totalRounds: 3 });
    expect(Object.values(view.scores).every((s) => s === 0)).toBe(true);
    host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    await nextPhase(everyone, host, "writing");
    const again = triviaOf(await stored(room.id)).question!.id;
    expect(played).not.toContain(again);
  });
});
