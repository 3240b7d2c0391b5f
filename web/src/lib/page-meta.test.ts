import { describe, expect, it } from "vitest";
import { robotsFor, roomCodeFromPath } from "./page-meta";

describe("page metadata rules (spec 000 §2)", () => {
  it("marks admin, room and payment-success pages noindex, nofollow", () => {
    for (const path of ["/admin", "/admin/users", "/room/ABC234", "/join/ABC234", "/join-room/ABC234", "/payment-success"])
      expect(robotsFor(path), path).toBe("noindex,nofollow");
    for (const path of ["/", "/privacy", "/blog/x", "/create-room", "/administrator"]) expect(robotsFor(path), path).toBe("index,follow");
  });

  it("reads the room code from room paths only", () => {
    expect(roomCodeFromPath("/room/abc234")).toBe("ABC234");
    expect(roomCodeFromPath("/join/XYZ789")).toBe("XYZ789");
    expect(roomCodeFromPath("/account")).toBeNull();
  });
});
