import { describe, expect, it } from "vitest";
import { avatarSchema, createRoomBodySchema, guestIdSchema, redirectPathSchema, roomCodeSchema } from "./api";

describe("api schemas", () => {
  it("trims and uppercases room codes and bounds their length", () => {
    expect(roomCodeSchema.parse(" abc234 ")).toBe("ABC234");
    expect(roomCodeSchema.safeParse("").success).toBe(false);
    expect(roomCodeSchema.safeParse("ABCDEFGHJKL").success).toBe(false);
    expect(roomCodeSchema.safeParse("AB-C23").success).toBe(false);
  });

  it("accepts only same-site redirect paths", () => {
    for (const ok of ["/", "/account", "/room/ABC234?x=1"]) expect(redirectPathSchema.safeParse(ok).success).toBe(true);
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil", "account", "/a b"])
      expect(redirectPathSchema.safeParse(bad).success).toBe(false);
  });

  it("recognises guest ids issued by the server only", () => {
    expect(guestIdSchema.safeParse("anonymous_1732212345678_ab12cd34").success).toBe(true);
    expect(guestIdSchema.safeParse("anonymous_").success).toBe(false);
    expect(guestIdSchema.safeParse("user_1732212345678_ab12cd34").success).toBe(false);
  });

  it("sends an empty room name as null and trims the nickname", () => {
    const body = createRoomBodySchema.parse({ gameType: "trivia-deception", name: "  ", nickname: "  سلمان  " });
    expect(body.name).toBeNull();
    expect(body.nickname).toBe("سلمان");
    expect(createRoomBodySchema.safeParse({ gameType: "trivia-deception", nickname: "   " }).success).toBe(false);
  });

  it("maps a non-numeric avatar layer to the first of its layer", () => {
    expect(avatarSchema.parse({ color: "x", face: 9, custom: null })).toEqual({ color: 2, face: 9, custom: 15 });
  });
});
