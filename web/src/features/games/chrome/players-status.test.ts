import { describe, expect, it } from "vitest";
import { seatStatus } from "./players-status";

describe("a tile in the players-status grid", () => {
  it("says a dropped phone is offline while the others write or vote, not «كتابة...» like a slow writer (issue 31)", () => {
    expect(seatStatus({ isOnline: false }, "writing")).toEqual({ text: "غير متصل", tone: "muted" });
    expect(seatStatus({ isOnline: false }, "voting")).toEqual({ text: "غير متصل", tone: "muted" });
    expect(seatStatus({ isOnline: true }, "writing")).toEqual({ text: "كتابة...", tone: "busy" });
  });

  it("keeps what a dropped player already did, and «خارج الغرفة» for who pressed «خروج»", () => {
    expect(seatStatus({ isOnline: false }, "sent")).toEqual({ text: "تم الإرسال", tone: "done" });
    expect(seatStatus({ isOnline: false, hasLeft: true }, "writing")).toEqual({ text: "خارج الغرفة", tone: "muted" });
    expect(seatStatus({ isOnline: true }, { text: "اختيار...", tone: "busy" })).toEqual({ text: "اختيار...", tone: "busy" });
  });
});
