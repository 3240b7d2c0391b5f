// A room's big screen (/screen/{code}) comes with its identity: the worker gives a browser
// without one its guest cookie with the page, and says so on the page's root, so the TV's
// socket opens at once instead of first asking /api/auth/guest. The worker decides the id.
import { describe, expect, it } from "vitest";
import { AUTH, ROOM_BOUNDS } from "../../schema/limits";
import { PAGE_IDENTITY_ATTRIBUTE } from "../../web/src/live/early-socket";
import { LiveSocket } from "../../durable-objects/test/live-client";
import { shellAssets } from "./helpers/blog";
import { nextTestAddress, TestClient } from "./helpers/client";

/** A page for a code no room has: the shell, drawn without the app's server renderer. */
const NO_ROOM = "/screen/ZZZZZZ";

const marked = (html: string) => new RegExp(`<div id="root"[^>]*\\b${PAGE_IDENTITY_ATTRIBUTE}\\b`).test(html);
const setCookieNames = (res: Response) => res.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")));

describe("the big screen's page", () => {
  it("gives a browser without an identity its guest cookie (and device id) and marks its root; the next visit keeps them", async () => {
    const tv = new TestClient({ ASSETS: shellAssets });
    const first = await tv.fetch(NO_ROOM);
    expect(first.status).toBe(200);
    expect(setCookieNames(first).sort()).toEqual([AUTH.deviceCookie, AUTH.guestCookie].sort());
    expect(first.headers.getSetCookie().join(" ")).toMatch(/HttpOnly/i);
    expect(marked(await first.text())).toBe(true);

    const guest = tv.cookies.get(AUTH.guestCookie);
    const again = await tv.fetch(NO_ROOM);
    expect(setCookieNames(again)).toEqual([]);
    expect(marked(await again.text())).toBe(true);
    // The identity the page gave is the one the API knows this browser by: no new guest is made.
    const answer = await tv.post("/api/auth/guest");
    expect(setCookieNames(answer)).not.toContain(AUTH.guestCookie);
    expect(tv.cookies.get(AUTH.guestCookie)).toBe(guest);
  });

  it("opens the room's socket on the page's cookie alone, and the room lets it in as its big screen", async () => {
    const host = new TestClient();
    await host.becomeGuest();
    const created = await host.post("/api/rooms", { gameType: "trivia-deception", nickname: "نورة" });
    expect(created.status).toBe(201);
    const { code } = (await created.json()) as { code: string };

    const tv = new TestClient({ ASSETS: shellAssets });
    await tv.fetch(NO_ROOM);
    const res = await tv.fetch(`/ws?code=${code}&role=screen`, { headers: { Upgrade: "websocket" } });
    expect(res.webSocket).toBeTruthy();
    res.webSocket!.accept();
    const socket = new LiveSocket(res.webSocket!, { silent: true });
    socket.send("join-screen", {});
    const joined = await socket.next("watch-joined");
    expect(joined.data.state.code).toBe(code);
    socket.close();
  });

  it("marks a signed-in person's page without making a guest, and gives their browser its device id", async () => {
    const tv = new TestClient({ ASSETS: shellAssets });
    await tv.devSignIn("free");
    tv.cookies.delete(AUTH.deviceCookie);
    const res = await tv.fetch(NO_ROOM);
    expect(setCookieNames(res)).toEqual([AUTH.deviceCookie]);
    expect(marked(await res.text())).toBe(true);
  });

  it("still answers, unmarked and without a guest, once the address has made its hour's guests", async () => {
    const address = nextTestAddress();
    for (let i = 0; i < ROOM_BOUNDS.guestsPerAddressPerHour; i++) {
      const client = new TestClient();
      client.address = address;
      expect((await client.post("/api/auth/guest")).status).toBe(200);
    }
    const tv = new TestClient({ ASSETS: shellAssets });
    tv.address = address;
    const res = await tv.fetch(NO_ROOM);
    expect(res.status).toBe(200);
    expect(setCookieNames(res)).not.toContain(AUTH.guestCookie);
    expect(marked(await res.text())).toBe(false);
  });
});
