// «إزالة غير المتصلين» (issue 42): the count the host confirms is the seats the room frees.
import { describe, expect, it } from "vitest";
import type { LivePlayer, RoomView } from "../../../../schema/protocol";
import { clearDescription, offlineSeatCount } from "./room-lock-card";

const player = (playerId: string, extra: Partial<LivePlayer> = {}): LivePlayer =>
  ({ playerId, nickname: playerId, isAnonymous: true, avatarColor: 1, avatarFace: 1, avatarCustom: 1, isOnline: false, isAdmin: false, joinedAt: 0, ...extra }) as LivePlayer;

describe("the room lock card", () => {
  it("counts offline seats but the host's and the creator's", () => {
    const players = Object.fromEntries(
      [player("creator", { isCreator: true }), player("host", { isAdmin: true }), player("sara"), player("fahad"), player("noor", { isOnline: true })].map((p) => [p.playerId, p]),
    );
    expect(offlineSeatCount({ players, adminId: "host" } as unknown as RoomView)).toBe(2);
  });

  it("names the count with the Arabic plural forms", () => {
    expect(clearDescription(1)).toContain("لاعب واحد");
    expect(clearDescription(2)).toContain("لاعبان");
    expect(clearDescription(3)).toContain("3 لاعبين");
    expect(clearDescription(11)).toContain("11 لاعبًا");
  });
});
