// The big screen's socket, opened by the page's entry script (start.ts) before the app has
// loaded: a TV is live (the room counts it and its frames start to arrive) as soon as the page
// has parsed, not once React and the screen's code have run on a slow TV. The app's connection
// (room-connection.ts, through use-room.ts) adopts the socket, with every frame heard so far,
// instead of opening its own.
//
// It opens only when the worker's page says the browser holds an identity (the worker gave the
// page its guest cookie, or the caller is signed in): the socket is then known by its cookie,
// exactly as the app's own would be. The room decides who it is, never this script. Nothing
// here is imported but types, so the entry script stays small.
import type { WatchRole } from "../../../schema/protocol";
import type { WebSocketLike } from "./room-connection";

/** The root's attribute the worker sets when the page came with an identity cookie (worker/routes/pages.ts). */
export const PAGE_IDENTITY_ATTRIBUTE = "data-identity";

/** A watcher's first frame (docs/protocol.md): the role the socket was opened with. */
const watchFrame = (role: WatchRole) => JSON.stringify({ type: role === "screen" ? "join-screen" : "join-audience", data: {} });

interface EarlySocket {
  code: string;
  role: WatchRole;
  socket: WebSocket;
  /** Frames heard before the app adopted the socket, in order. */
  heard: string[];
  /** Its open event came (and the early script sent the join). */
  opened: boolean;
  /** The close before adoption, if any. */
  closed: { code: number; reason: string } | null;
  /** Told of each frame heard before adoption, and of the close (null), until the app adopts the socket. */
  onHeard: ((frame: string | null) => void) | null;
}

let early: EarlySocket | null = null;
/** The room whose big-screen page came with the browser's identity cookie (the root's attribute said so). */
let identityFromPage: string | null = null;

/** The socket address of a room on the page's own host, as roomSocketUrl builds it for a watcher. */
function watchUrl(code: string, role: WatchRole): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws?code=${encodeURIComponent(code)}&role=${role}`;
}

/**
 * Opens the watcher's socket for the room at this page's address when the worker said the page
 * came with an identity, and joins as `role` once it opens. Returns whether it opened one.
 * `onHeard` hears each frame before the app adopts the socket, and null if it closes first: the
 * entry script decides from them when the app is needed.
 */
export function openEarlySocket(root: HTMLElement, roomCode: string, role: WatchRole, onHeard: ((frame: string | null) => void) | null = null): boolean {
  const code = roomCode.trim().toUpperCase();
  if (!root.hasAttribute(PAGE_IDENTITY_ATTRIBUTE) || !code || typeof WebSocket === "undefined") return false;
  identityFromPage = code;
  let socket: WebSocket;
  try {
    socket = new WebSocket(watchUrl(code, role));
  } catch {
    // The app opens its own socket, as it would without this script.
    return false;
  }
  const entry: EarlySocket = { code, role, socket, heard: [], opened: false, closed: null, onHeard };
  socket.onopen = () => {
    entry.opened = true;
    socket.send(watchFrame(role));
  };
  socket.onmessage = (event) => {
    if (typeof event.data !== "string") return;
    entry.heard.push(event.data);
    entry.onHeard?.(event.data);
  };
  socket.onclose = (event) => {
    entry.closed = { code: event.code, reason: event.reason };
    entry.onHeard?.(null);
  };
  socket.onerror = null;
  early = entry;
  return true;
}

/** Whether this room's big-screen page came with the browser's identity cookie: its watcher need not ask /api/auth/guest first. */
export function pageGaveIdentity(roomCode: string): boolean {
  return identityFromPage !== null && identityFromPage === roomCode.trim().toUpperCase();
}

/**
 * The early socket for this room and role, once: a socket the app's connection drives as if it
 * had opened it, which tells it of the open and replays the frames heard so far as soon as its
 * handlers are set. The socket's join is sent once, by whichever handler saw it open. Null when there is
 * none (another room, another role, or already adopted).
 */
export function adoptEarlySocket(code: string, role: WatchRole): WebSocketLike | null {
  const entry = early;
  if (!entry || entry.code !== code.trim().toUpperCase() || entry.role !== role) return null;
  early = null;
  return adoptedSocket(entry);
}

/** The early socket as the connection sees it: events given once its handlers are in place. */
function adoptedSocket(entry: EarlySocket): WebSocketLike {
  const { socket } = entry;
  const adopted: WebSocketLike = {
    get readyState() {
      return socket.readyState;
    },
    send(data: string) {
      // The socket's one open sends the join itself (below, or the early script's handler): never twice.
      if (data !== watchFrame(entry.role)) socket.send(data);
    },
    close: (code, reason) => socket.close(code, reason),
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };
  // The connection sets its handlers right after it creates the socket: hand over on the next microtask.
  queueMicrotask(() => {
    socket.onopen = (event) => {
      entry.opened = true;
      socket.send(watchFrame(entry.role));
      adopted.onopen?.(event);
    };
    socket.onmessage = (event) => adopted.onmessage?.({ data: event.data });
    socket.onerror = (event) => adopted.onerror?.(event);
    socket.onclose = (event) => adopted.onclose?.({ code: event.code, reason: event.reason });
    if (entry.opened) adopted.onopen?.(new Event("open"));
    for (const data of entry.heard.splice(0)) adopted.onmessage?.({ data });
    if (entry.closed) adopted.onclose?.(entry.closed);
  });
  return adopted;
}
