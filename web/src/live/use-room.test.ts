import { describe, expect, it } from "vitest";
import type { RoomView } from "../../../schema/protocol";
import { EMPTY_ROOM_VIEW, EMPTY_WATCH_VIEW, ensureWatcherIdentity, roundTally, viewOnMessage, viewOnStatus, watchOnMessage } from "./use-room";

const state = { code: "ABC234", version: 1, players: {} } as unknown as RoomView;

describe("useRoom view updates", () => {
  it("keeps the last live error and clears it when the room accepts the join", () => {
    const failed = viewOnMessage(EMPTY_ROOM_VIEW, { type: "error", data: { message: "الاسم مستخدم", code: "duplicate_nickname", type: "duplicate_nickname" } }, null);
    expect(failed.lastError).toEqual({ code: "duplicate_nickname", message: "الاسم مستخدم", type: "duplicate_nickname" });
    const joined = viewOnMessage(failed, { type: "room-joined", data: { playerId: "me", isAdmin: false, state } }, state);
    expect(joined.lastError).toBeNull();
    expect(joined.state).toBe(state);
  });

  it("returns the same view when nothing it shows changed", () => {
    const view = { ...EMPTY_ROOM_VIEW, state };
    expect(viewOnMessage(view, { type: "heartbeat-ack", data: { serverTime: 1 } }, state)).toBe(view);
  });

  it.each(["kicked", "left-room", "room-expired"] as const)("%s is final, and the first final wins", (type) => {
    const view = viewOnMessage(EMPTY_ROOM_VIEW, { type, data: { message: "وداعًا" } }, null);
    expect(view.final).toEqual({ type, message: "وداعًا" });
    expect(viewOnMessage(view, { type: "room-expired", data: { message: "x" } }, null).final).toEqual({ type, message: "وداعًا" });
    expect(viewOnStatus(view, "disconnected", 4002).final).toEqual({ type, message: "وداعًا" });
  });

  it("maps final close codes without a final message", () => {
    expect(viewOnStatus(EMPTY_ROOM_VIEW, "disconnected", 4001).final?.type).toBe("kicked");
    expect(viewOnStatus(EMPTY_ROOM_VIEW, "disconnected", 4002).final?.type).toBe("room-expired");
    const refused = viewOnStatus(EMPTY_ROOM_VIEW, "disconnected", 4003);
    expect(refused.final).toBeNull();
    expect(refused.lastError?.code).toBe("room_refused");
    const intentional = viewOnStatus(EMPTY_ROOM_VIEW, "disconnected", 1000);
    expect(intentional).toEqual({ ...EMPTY_ROOM_VIEW, status: "disconnected" });
    expect(viewOnStatus(EMPTY_ROOM_VIEW, "reconnecting", null).status).toBe("reconnecting");
  });
});

describe("a watcher's view (the big screen, the audience)", () => {
  const tally = (round: number | null, counts: Record<string, number>) => ({ count: 1, round, counts, total: Object.values(counts).reduce((a, b) => a + b, 0), choice: Object.keys(counts)[0] ?? null });
  const roomIn = (round: number) => ({ code: "ABC234", game: { roundNumber: round } }) as unknown as RoomView;

  it("shows only the current round's tally: round 1's pick never stands beside round 2's options (issue 31)", () => {
    let view = watchOnMessage(EMPTY_WATCH_VIEW, { type: "watch-joined", data: { role: "audience", state: roomIn(1), audience: tally(1, { lie: 3 }) } }, true);
    expect(roundTally(view)).toMatchObject({ round: 1, counts: { lie: 3 }, total: 3 });
    view = watchOnMessage(view, { type: "watch-state", data: { state: roomIn(2) } }, true);
    expect(roundTally(view)).toEqual({ count: 1, round: 2, counts: {}, total: 0, choice: null });
    view = watchOnMessage(view, { type: "audience-tally", data: tally(2, { other: 1 }) }, true);
    expect(roundTally(view)).toMatchObject({ round: 2, counts: { other: 1 } });
  });

  it("numbers each notice, so the same words twice show twice", () => {
    const notice = { kind: "time-added", seconds: 30, message: "أُضيفت 30 ثانية إلى وقت المرحلة" } as const;
    const once = watchOnMessage(EMPTY_WATCH_VIEW, { type: "room-notice", data: notice }, true);
    const twice = watchOnMessage(once, { type: "room-notice", data: notice }, true);
    expect([once.notice?.id, twice.notice?.id]).toEqual([1, 2]);
  });

  it("ends at a refused door, but not on a later error of a joined watcher", () => {
    const refused = watchOnMessage(EMPTY_WATCH_VIEW, { type: "error", data: { code: "room_full", message: "اكتمل عدد الجمهور في هذه الغرفة" } }, false);
    expect(refused.ended).toBe("اكتمل عدد الجمهور في هذه الغرفة");
    const joined = watchOnMessage(EMPTY_WATCH_VIEW, { type: "error", data: { code: "rate_limited", message: "…" } }, true);
    expect(joined.ended).toBeNull();
  });

  it("shows a joined audience member the room's refusal of their vote, in its words (issue 42)", () => {
    const seated = watchOnMessage(EMPTY_WATCH_VIEW, { type: "error", data: { code: "not_watching", message: "لديك مقعد في هذه الغرفة، لذا لا يمكن التصويت مع الجمهور", actionId: "t1" } }, true);
    expect(seated.voteError).toBe("لديك مقعد في هذه الغرفة، لذا لا يمكن التصويت مع الجمهور");
    const late = watchOnMessage(seated, { type: "submission-error", data: { message: "لم يُرسل صوتك، حاولوا مرة أخرى", action: "audience-vote", code: "not_sent" } }, true);
    expect(late.voteError).toBe("لم يُرسل صوتك، حاولوا مرة أخرى");
    expect(watchOnMessage(late, { type: "audience-voted", data: { optionId: "o1", round: 1 } }, true).voteError).toBeNull();
  });

  it("ends with the host's word when the watcher is removed, or was removed or kicked before (issue 37)", () => {
    const word = "تم إخراجك من هذه الغرفة، ولا يمكنك مشاهدتها مرة أخرى";
    expect(watchOnMessage(EMPTY_WATCH_VIEW, { type: "kicked", data: { message: word } }, true).ended).toBe(word);
    expect(watchOnMessage(EMPTY_WATCH_VIEW, { type: "error", data: { code: "kicked", message: word } }, true).ended).toBe(word);
  });
});

describe("a watcher's identity", () => {
  /** A guest identity request the test answers when it chooses. */
  function asker() {
    const pending: { resolve: (id: string) => void; reject: (error: Error) => void }[] = [];
    const ask = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
    return { ask, pending };
  }

  it("asks the worker once for callers that arrive together (React's double effect), so the page never makes two guests", async () => {
    const { ask, pending } = asker();
    const first = ensureWatcherIdentity(ask);
    const second = ensureWatcherIdentity(ask);
    expect(pending).toHaveLength(1);
    pending[0].resolve("anonymous_1");
    await expect(Promise.all([first, second])).resolves.toEqual(["anonymous_1", "anonymous_1"]);
  });

  it("asks again once the request has settled, and after a failed one", async () => {
    const { ask, pending } = asker();
    const failed = ensureWatcherIdentity(ask);
    pending[0].reject(new Error("offline"));
    await expect(failed).rejects.toThrow("offline");
    const again = ensureWatcherIdentity(ask);
    expect(pending).toHaveLength(2);
    pending[1].resolve("anonymous_2");
    await expect(again).resolves.toBe("anonymous_2");
    void ensureWatcherIdentity(ask);
    expect(pending).toHaveLength(3);
    pending[2].resolve("anonymous_2");
  });
});
