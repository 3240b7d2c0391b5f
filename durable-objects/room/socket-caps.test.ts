import { describe, expect, it } from "vitest";
import { SOCKET_LIMITS } from "../../schema/limits";
import { displaced, joinDueAt, watchersView, watchingIdentities } from "./socket-caps";
import type { Attachment } from "./sockets";

const a = (playerId: string, connectedAt: number, extra: Partial<Attachment> = {}): Attachment => ({
  playerId,
  userId: null,
  isAnonymous: true,
  joined: false,
  connectedAt,
  ...extra,
});

describe("socket caps (issue 37)", () => {
  it("a newcomer displaces the oldest sockets of its identity and role past the cap, none below it", () => {
    const two = [{ socket: "old", attachment: a("p", 1) }, { socket: "newer", attachment: a("p", 5) }];
    expect(displaced(two, "player")).toEqual(["old"]);
    expect(displaced(two.slice(1), "player")).toEqual([]);
    expect(displaced([{ socket: "tv", attachment: a("p", 3, { role: "screen" }) }], "screen")).toEqual(["tv"]);
    expect(displaced([], "audience")).toEqual([]);
  });

  it("a socket is due to close a join window after it opened, unless it is in or held for the host", () => {
    expect(joinDueAt(a("p", 100), new Set())).toBe(100 + SOCKET_LIMITS.joinWithinMs);
    expect(joinDueAt(a("p", 100, { joined: true }), new Set())).toBeNull();
    expect(joinDueAt(a("p", 100, { role: "audience", watching: true }), new Set())).toBeNull();
    expect(joinDueAt(a("p", 100), new Set(["p"]))).toBeNull();
  });

  it("watchers are counted and listed by identity, the newest first, the host's own marked", () => {
    const all = [
      a("tv", 10, { role: "screen", watching: true }),
      a("tv", 20, { role: "screen", watching: true }),
      a("host", 30, { role: "screen", watching: true }),
      a("fan1", 40, { role: "audience", watching: true }),
      a("fan2", 50, { role: "audience", watching: true }),
      a("door", 60, { role: "audience" }),
    ];
    expect(watchingIdentities(all, "screen")).toEqual(new Map([["tv", 10], ["host", 30]]));
    const view = watchersView(all, "host", 1);
    expect(view.screens.map((w) => [w.playerId, w.isYou])).toEqual([["host", true], ["tv", false]]);
    expect(view.audience.map((w) => w.playerId)).toEqual(["fan2"]);
    expect(view.audienceCount).toBe(2);
  });
});
