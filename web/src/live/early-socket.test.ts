import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adoptEarlySocket, openEarlySocket, PAGE_IDENTITY_ATTRIBUTE, pageGaveIdentity } from "./early-socket";
import { RoomConnection } from "./room-connection";

/** The browser's WebSocket as far as the early socket uses it: records what was sent, fires events on demand. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000, reason = "") {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  hear(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const JOIN_SCREEN = JSON.stringify({ type: "join-screen", data: {} });
const root = (marked: boolean) => ({ hasAttribute: (name: string) => marked && name === PAGE_IDENTITY_ATTRIBUTE }) as unknown as HTMLElement;
const watchJoined = { type: "watch-joined", data: { state: { code: "ABC234", version: 1, players: {} }, audience: null } };
const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  FakeSocket.made = [];
  Object.assign(globalThis, { WebSocket: FakeSocket, location: { protocol: "https:", host: "majlis.test" } });
});
afterEach(() => {
  // Whatever a test left unadopted is taken, so the next starts clean.
  adoptEarlySocket("ABC234", "screen");
});

describe("the big screen's early socket", () => {
  it("opens nothing when the page came without an identity: the app asks for one first", () => {
    expect(openEarlySocket(root(false), "abc234", "screen")).toBe(false);
    expect(FakeSocket.made).toHaveLength(0);
    expect(pageGaveIdentity("ABC234")).toBe(false);
    expect(adoptEarlySocket("ABC234", "screen")).toBeNull();
  });

  it("opens the room's watcher socket at once and joins as the screen when it opens", () => {
    expect(openEarlySocket(root(true), " abc234 ", "screen")).toBe(true);
    expect(FakeSocket.made.map((s) => s.url)).toEqual(["wss://majlis.test/ws?code=ABC234&role=screen"]);
    expect(pageGaveIdentity("abc234")).toBe(true);
    expect(pageGaveIdentity("OTHER1")).toBe(false);
    FakeSocket.made[0].open();
    expect(FakeSocket.made[0].sent).toEqual([JOIN_SCREEN]);
  });

  it("is adopted once, by its own room and role only", () => {
    openEarlySocket(root(true), "ABC234", "screen");
    expect(adoptEarlySocket("OTHER1", "screen")).toBeNull();
    expect(adoptEarlySocket("ABC234", "audience")).toBeNull();
    expect(adoptEarlySocket("abc234", "screen")).not.toBeNull();
    expect(adoptEarlySocket("ABC234", "screen")).toBeNull();
  });

  it("gives the app's connection the open and every frame heard before it came, and sends the join once", async () => {
    openEarlySocket(root(true), "ABC234", "screen");
    const socket = FakeSocket.made[0];
    socket.open();
    socket.hear(watchJoined);
    const heard: string[] = [];
    const statuses: string[] = [];
    const connection = new RoomConnection({ roomCode: "ABC234", playerId: "", role: "screen", window: null, document: null, createSocket: () => adoptEarlySocket("ABC234", "screen")! });
    connection.onMessage((message) => heard.push(message.type));
    connection.onStatus((status) => statuses.push(status));
    connection.connect();
    await microtask();
    expect(statuses).toContain("connected");
    expect(heard).toEqual(["watch-joined"]);
    expect(connection.joined).toBe(true);
    // Later frames go straight through; the join went once, from the early script.
    socket.hear({ type: "watch-state", data: { state: { code: "ABC234", version: 2, players: {} } } });
    expect(heard).toEqual(["watch-joined", "watch-state"]);
    expect(socket.sent.filter((frame) => frame === JOIN_SCREEN)).toHaveLength(1);
    connection.close();
  });

  it("tells the entry script of each frame and of a close until the app adopts it, then no more", async () => {
    const told: (string | null)[] = [];
    openEarlySocket(root(true), "ABC234", "screen", (frame) => told.push(frame));
    const socket = FakeSocket.made[0];
    socket.open();
    socket.hear(watchJoined);
    expect(told).toEqual([JSON.stringify(watchJoined)]);
    const connection = new RoomConnection({ roomCode: "ABC234", playerId: "", role: "screen", window: null, document: null, createSocket: () => adoptEarlySocket("ABC234", "screen")! });
    connection.connect();
    await microtask();
    socket.hear({ type: "watch-state", data: { state: { code: "ABC234", version: 2, players: {} } } });
    socket.close(1000, "done");
    expect(told).toEqual([JSON.stringify(watchJoined)]);
    connection.close();
  });

  it("tells the entry script when it closes before the app came: the app must say why", () => {
    const told: (string | null)[] = [];
    openEarlySocket(root(true), "ABC234", "screen", (frame) => told.push(frame));
    FakeSocket.made[0].close(4003, "refused");
    expect(told).toEqual([null]);
  });

  it("joins on the open when the app adopted it while it was still connecting", async () => {
    openEarlySocket(root(true), "ABC234", "screen");
    const socket = FakeSocket.made[0];
    const connection = new RoomConnection({ roomCode: "ABC234", playerId: "", role: "screen", window: null, document: null, createSocket: () => adoptEarlySocket("ABC234", "screen")! });
    const statuses: string[] = [];
    connection.onStatus((status) => statuses.push(status));
    connection.connect();
    await microtask();
    expect(statuses).not.toContain("connected");
    socket.open();
    expect(statuses).toContain("connected");
    expect(socket.sent.filter((frame) => frame === JOIN_SCREEN)).toHaveLength(1);
    connection.close();
  });
});
