import { describe, expect, it } from "vitest";
import { pageTitle, robotsFor, roomCodeFromPath } from "./page-meta";

describe("page metadata rules (spec 000 §2)", () => {
  it("marks admin, room and payment-success pages noindex, nofollow", () => {
    for (const path of ["/admin", "/admin/users", "/room/ABC234", "/join/ABC234", "/join-room/ABC234", "/payment-success", "/payment/success", "/payment/failed", "/blogadmin"])
      expect(robotsFor(path), path).toBe("noindex,nofollow");
    for (const path of ["/", "/privacy", "/blog/x", "/create-room", "/administrator", "/blogadministrator", "/payments"]) expect(robotsFor(path), path).toBe("index,follow");
  });

  it("keeps a room's other pages and a pack's link noindex once the app runs, as the worker drew them", () => {
    for (const path of ["/screen/ABC234", "/watch/ABC234", "/mod/ABC234", "/pack/P4CK"]) expect(robotsFor(path), path).toBe("noindex,nofollow");
    for (const path of ["/screens", "/packs/gallery"]) expect(robotsFor(path), path).toBe("index,follow");
  });

  it("keeps a missing blog post, category or tag noindex, as the worker's 404 said (issue 50)", () => {
    for (const path of ["/blog/لا-يوجد", "/blog/category/لا-يوجد", "/blog/tag/لا-يوجد"]) {
      expect(robotsFor(path, true), path).toBe("noindex,nofollow");
      expect(robotsFor(path), path).toBe("index,follow");
    }
  });

  it("reads the room code from room paths only", () => {
    expect(roomCodeFromPath("/room/abc234")).toBe("ABC234");
    expect(roomCodeFromPath("/join/XYZ789")).toBe("XYZ789");
    expect(roomCodeFromPath("/account")).toBeNull();
  });

  it("names a room once in its title", () => {
    const title = pageTitle({ title: "غرفة 2HQF59", siteName: "مجلس", roomSiteName: "غرفة 2HQF59 | مجلس" });
    expect(title).toBe("غرفة 2HQF59 | مجلس");
    expect(pageTitle({ title: "غرفة 2HQF59", siteName: "مجلس", roomSiteName: "سهرة الخميس | مجلس" })).toBe("سهرة الخميس | مجلس");
  });

  it("suffixes the site name while the room's name is unknown or the room is missing", () => {
    expect(pageTitle({ title: "غرفة 2HQF59", siteName: "مجلس", roomSiteName: null })).toBe("غرفة 2HQF59 | مجلس");
    expect(pageTitle({ title: "غرفة NOPE99", siteName: "مجلس", roomSiteName: "مجلس" })).toBe("غرفة NOPE99 | مجلس");
    expect(pageTitle({ title: "حسابي", siteName: "مجلس" })).toBe("حسابي | مجلس");
    expect(pageTitle({ siteName: "مجلس" })).toBe("مجلس");
  });
});
