import { describe, expect, it } from "vitest";
import { distinctAvatar } from "./distinct-avatar";
import { SHIPPED_AVATAR_CHOICES, type Seat } from "./room-record";

const seat = (playerId: string, color: number, face: number, custom = 15): Seat => ({
  playerId,
  userId: null,
  nickname: playerId,
  isAnonymous: true,
  avatar: { color, face, custom },
  joinedAt: 0,
  isOnline: true,
  offlineSince: null,
});

describe("distinctAvatar", () => {
  it("keeps an avatar nobody else looks like", () => {
    const asked = { color: 3, face: 8, custom: 16 };
    expect(distinctAvatar(asked, [seat("a", 2, 7)], SHIPPED_AVATAR_CHOICES)).toBe(asked);
  });
  it("gives the default to ten players as ten different looks, accessory kept", () => {
    const seats: Seat[] = [];
    for (let i = 0; i < 10; i++) {
      const avatar = distinctAvatar({ color: 2, face: 7, custom: 15 }, seats, SHIPPED_AVATAR_CHOICES);
      expect(avatar.custom).toBe(15);
      seats.push(seat(`p${i}`, avatar.color, avatar.face));
    }
    expect(new Set(seats.map((s) => `${s.avatar.color}:${s.avatar.face}`)).size).toBe(10);
    // Colours spread first: five colours for the first five players.
    expect(new Set(seats.slice(0, 5).map((s) => s.avatar.color)).size).toBe(5);
  });
  it("keeps the asked face when another colour is free with it", () => {
    expect(distinctAvatar({ color: 2, face: 9, custom: 15 }, [seat("a", 2, 9)], SHIPPED_AVATAR_CHOICES)).toEqual({ color: 3, face: 9, custom: 15 });
  });
  it("as asked when every look is taken", () => {
    const choices = { color: [2], face: [7], custom: [15] };
    const asked = { color: 2, face: 7, custom: 15 };
    expect(distinctAvatar(asked, [seat("a", 2, 7)], choices)).toBe(asked);
  });
});
