// A whole meme caption game through the real room actor: real sockets, real D1
// pictures, one phase ended by the actor's alarm, then play again with new pictures.
import { describe, expect, it } from "vitest";
import type { MemeView } from "../../schema/game-views";
import type { ServerMessage } from "../../schema/protocol";
import type { MemeState } from "../games/meme-game/rules";
import type { RoomRecord } from "../room/room-record";
import { categoriesOf, fireDeadline, gameStateOf, hostedRoom, nextPhase, seatGuests, seenContent, stored, viewOf } from "./game-helpers";
import type { LiveSocket } from "./live-client";

async function memeCategories(): Promise<string[]> {
  return (await categoriesOf("meme-game")).map((c) => c.id);
}

const memeOf = (room: RoomRecord) => gameStateOf<MemeState>(room);
const gameOf = viewOf<MemeView>;

/** Captions for every box of the picture, in the two slots the page always sends. */
function captionsFor(view: MemeView, text: string): string[] {
  const boxes = Array.from({ length: view.currentMeme!.textBoxCount }, (_, i) => `${text} ${i + 1}`);
  return [...boxes, "", ""].slice(0, 2);
}

const caption = (socket: LiveSocket, captions: string[]) =>
  socket.send("game-action", { action: "submit_caption", captions, submissionId: crypto.randomUUID() });

/** Votes for the submission whose first caption starts with `text`. */
function vote(socket: LiveSocket, view: MemeView, text: string) {
  const chosen = view.submissions.find((s) => s.captions[0].startsWith(text))!;
  socket.send("game-action", { action: "vote_meme", votedPlayerId: chosen.id, submissionId: crypto.randomUUID() });
}

describe("meme caption game over the room actor", () => {
  it("plays three rounds to the final ranking, one phase ended by the alarm, then again with new pictures", async () => {
    const { user, room, host } = await hostedRoom("meme-game");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    const [category] = await memeCategories();

    host.send("start-game", { gameType: "meme-game", categories: [category], settings: { rounds: 3 } });
    let view = gameOf(await sara.socket.next("game-started"));
    expect(view).toMatchObject({ gameType: "meme-game", currentPhase: "captioning", roundNumber: 1, totalRounds: 3, isKillRound: false, phaseDuration: 60 });
    expect(view.currentMeme!.imageUrl).toMatch(/^\/seed\/memes\//);
    const firstGame = [view.currentMeme!.id];
    for (const s of everyone) s.drain();

    // Round 1, by actions. Empty boxes are refused inline; the player writes again.
    caption(host, ["", ""]);
    expect((await host.next("submission-error")).data).toMatchObject({
      message: view.currentMeme!.textBoxCount === 2 ? "يلزم ملء النصين الأول والثاني" : "يلزم كتابة تعليق",
      code: "caption_missing",
      hint: true,
    });
    caption(host, captionsFor(view, "تعليق المضيف"));
    const afterHost = await sara.socket.next("game-state");
    expect(afterHost.data.state.players[user.id].hasSubmitted).toBe(true);
    expect(JSON.stringify(afterHost)).not.toContain("تعليق المضيف");
    expect(gameOf((await host.next("game-state")) as { data: { state: { game: unknown } } }).myCaptions![0]).toBe("تعليق المضيف 1");
    caption(sara.socket, captionsFor(view, "تعليق سارة"));
    caption(fahad.socket, captionsFor(view, "تعليق فهد"));
    view = await nextPhase(everyone, host, "voting");
    expect(view.submissions).toHaveLength(3);
    expect(view.submissions.every((s) => s.authorId === undefined && s.voters === undefined)).toBe(true);
    expect(view.submissions.filter((s) => s.isMine).map((s) => s.captions[0])).toEqual(["تعليق المضيف 1"]);
    for (const s of everyone) s.drain();

    // Nobody may vote for their own caption; one vote each.
    vote(host, view, "تعليق المضيف");
    expect((await host.next("submission-error")).data).toMatchObject({ message: "لا يمكن التصويت لتعليقك", code: "own_caption" });
    vote(host, view, "تعليق سارة");
    vote(host, view, "تعليق فهد");
    expect((await host.next("submission-error")).data.message).toBe("سبق تسجيل تصويتك");
    vote(sara.socket, view, "تعليق المضيف");
    vote(fahad.socket, view, "تعليق المضيف");
    view = await nextPhase(everyone, fahad.socket, "round_results");
    expect(view.roundPoints).toEqual({ [user.id]: 400, [sara.playerId]: 100, [fahad.playerId]: 0 });
    expect(view.submissions[0]).toMatchObject({ authorId: user.id, voteCount: 2, rank: 1, isTop: true, voters: [sara.playerId, fahad.playerId] });
    expect(view.playerCaptions[sara.playerId]).toMatchObject({ voteCount: 1 });
    expect(view.voteDetails).toEqual(expect.arrayContaining([{ voterId: user.id, votedForId: sara.playerId }]));
    expect(view.phaseEndsAt).toBeNull();

    // Only the admin moves on.
    sara.socket.send("game-action", { action: "next_round" });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, host, "captioning");
    expect(view.roundNumber).toBe(2);
    firstGame.push(view.currentMeme!.id);
    for (const s of everyone) s.drain();

    // Round 2: Fahad writes nothing, so the alarm ends the captioning.
    caption(host, captionsFor(view, "ثاني المضيف"));
    caption(sara.socket, captionsFor(view, "ثاني سارة"));
    await host.next("game-state");
    await host.next("game-state");
    const captioning = memeOf(await stored(room.id));
    expect(captioning.phase).toBe("captioning");
    expect(Object.keys(captioning.captions)).toHaveLength(2);
    await fireDeadline(room.id);
    view = await nextPhase(everyone, fahad.socket, "voting");
    expect(view.submissions).toHaveLength(2);
    // The captioning alarm delivered again: its phase is over, so nothing happens.
    await fireDeadline(room.id, captioning.phaseSeq);
    expect(memeOf(await stored(room.id)).phase).toBe("voting");
    for (const s of everyone) s.drain();
    vote(fahad.socket, view, "ثاني سارة");
    vote(host, view, "ثاني سارة");
    vote(sara.socket, view, "ثاني المضيف");
    view = await nextPhase(everyone, sara.socket, "round_results");
    expect(view.roundPoints).toEqual({ [user.id]: 100, [sara.playerId]: 400, [fahad.playerId]: 0 });

    // Round 3, the kill round: points double.
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, fahad.socket, "captioning");
    expect(view).toMatchObject({ roundNumber: 3, isKillRound: true });
    firstGame.push(view.currentMeme!.id);
    for (const [s, text] of [[host, "أخير المضيف"], [sara.socket, "أخير سارة"], [fahad.socket, "أخير فهد"]] as const) caption(s, captionsFor(view, text));
    view = await nextPhase(everyone, host, "voting");
    vote(host, view, "أخير فهد");
    vote(sara.socket, view, "أخير فهد");
    vote(fahad.socket, view, "أخير سارة");
    view = await nextPhase(everyone, host, "round_results");
    expect(view.roundPoints).toEqual({ [user.id]: 0, [sara.playerId]: 200, [fahad.playerId]: 800 });
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, sara.socket, "final_ranking");
    expect(view.currentMeme).toBeNull();
    expect(view.ranking).toEqual([
      { playerId: fahad.playerId, score: 800, rank: 1 },
      { playerId: sara.playerId, score: 700, rank: 2 },
      { playerId: user.id, score: 500, rank: 3 },
    ]);

    // The room and the signed-in creator remember the pictures; play again draws new ones.
    const played = (await stored(room.id)).played!["meme-game"]!;
    expect([...played].sort()).toEqual([...firstGame].sort());
    expect(new Set(firstGame).size).toBe(3);
    expect(await seenContent(user.id, 2)).toEqual([...firstGame].sort());

    host.send("game-action", { action: "restart_game" });
    view = gameOf((await sara.socket.next("game-restarted")) as Extract<ServerMessage, { type: "game-restarted" }>);
    expect(view).toMatchObject({ currentPhase: "captioning", roundNumber: 1, totalRounds: 3, notice: null });
    expect(Object.values(view.scores).every((s) => s === 0)).toBe(true);
    expect(firstGame).not.toContain(view.currentMeme!.id);
  });

  it("refuses the premium game in a free creator's room", async () => {
    const { host } = await hostedRoom("trivia-deception", "free");
    const [category] = await memeCategories();
    host.send("start-game", { gameType: "meme-game", categories: [category], settings: {} });
    expect((await host.next("error")).data.code).toBe("premium_required");
  });

  it("needs exactly one category", async () => {
    const { host } = await hostedRoom("meme-game");
    const categories = await memeCategories();
    expect(categories.length).toBeGreaterThanOrEqual(2);
    host.send("start-game", { gameType: "meme-game", categories: categories.slice(0, 2), settings: { rounds: 3 } });
    expect((await host.next("error")).data.code).toBe("too_many_categories");
  });
});
