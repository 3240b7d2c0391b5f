import { describe, expect, it } from "vitest";
import { textsFor } from "../../../../schema/address";
import { ENDINGS, errorOutcome, hostChangeToast } from "./ways-out";

describe("an error frame's outcome on the room page", () => {
  it("says a refusal at the door under the name, in the room's words or the fallback", () => {
    expect(errorOutcome({ code: "duplicate_nickname", message: "الاسم مأخوذ" }, false)).toEqual({ kind: "door", text: "الاسم مأخوذ" });
    expect(errorOutcome({ code: "join_refused", message: "" }, false)).toEqual({ kind: "door", text: "هذا الاسم مستخدم في الغرفة، يُرجى اختيار اسم آخر" });
    expect(errorOutcome({ code: "other", type: "duplicate_nickname", message: "x" }, false)).toEqual({ kind: "door", text: "x" });
    expect(errorOutcome({ code: "kicked", message: "x" }, false)).toEqual({ kind: "door", text: "x" });
  });

  it("leaves a frame that raced a refused join unsaid, and a nickname problem after joining to the profile dialog", () => {
    expect(errorOutcome({ code: "not_joined", message: "x" }, false)).toEqual({ kind: "ignore" });
    expect(errorOutcome({ code: "invalid_nickname", message: "x" }, true)).toEqual({ kind: "ignore" });
    expect(errorOutcome({ code: "not_enough_players", message: "x" }, true)).toEqual({ kind: "ignore" });
  });

  it("ends the page when kicked, when the room closes, and when it is full at the door", () => {
    expect(errorOutcome({ code: "kicked", message: "x" }, true)).toEqual({ kind: "end", end: "kicked" });
    expect(errorOutcome({ code: "room_expired", message: "x" }, false)).toEqual({ kind: "end", end: "room-expired" });
    expect(errorOutcome({ code: "room_full", message: "x" }, false)).toEqual({ kind: "end", end: "room-full" });
    expect(errorOutcome({ code: "room_full", message: "x" }, true)).toEqual({ kind: "toast" });
    expect(errorOutcome({ code: "premium_required", message: "x" }, true)).toEqual({ kind: "toast" });
  });
});

describe("the ways out's words", () => {
  it("speak of the host as «مشرفتها» in a women's gathering", () => {
    expect(textsFor(ENDINGS, "women").kicked.description).toContain("مشرفتها");
    expect(textsFor(ENDINGS, undefined).kicked.description).toContain("مشرفها");
  });

  it("tell the new host it is them, and the others who", () => {
    expect(hostChangeToast(null).title).toBe("إدارة الغرفة الآن معك");
    expect(hostChangeToast("سارة").title).toBe("إدارة الغرفة الآن مع سارة");
  });
});
