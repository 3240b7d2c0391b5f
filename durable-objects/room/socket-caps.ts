// How many sockets one person or one address may hold in a room, and which ones go
// (docs/decisions.md). Pure: the actor passes what its sockets carry and
// closes what this returns. The numbers are SOCKET_LIMITS in schema/limits.ts.
import { SOCKET_LIMITS } from "../../schema/limits";
import type { ConnectionRole, WatchersView, WatcherView, WatchRole } from "../../schema/protocol";
import type { Attachment } from "./sockets";

export type SocketRole = "player" | ConnectionRole;

/** A socket as these rules see it: who, which role, since when, and whether it got in. */
export interface SocketFacts<S> {
  socket: S;
  attachment: Attachment;
}

export const roleOf = (a: Attachment): SocketRole => a.role ?? "player";

/**
 * The sockets of one identity and role that must close so a newcomer fits: the oldest first.
 * A newer page of the same person wins over an older one (a reload, a phone that changed
 * networks and left a half-open socket behind); a flood from one cookie keeps only the newest.
 */
export function displaced<S>(existing: SocketFacts<S>[], role: SocketRole): S[] {
  const cap = SOCKET_LIMITS.perIdentity[role];
  const over = existing.length + 1 - cap;
  if (over <= 0) return [];
  return [...existing].sort((a, b) => a.attachment.connectedAt - b.attachment.connectedAt).slice(0, over).map((s) => s.socket);
}

/**
 * When a socket that has not joined is due to close: its open time plus the join window.
 * Null when it is in (a seat or a watcher) or held at the door for the host's answer.
 */
export function joinDueAt(a: Attachment, held: ReadonlySet<string>): number | null {
  if (a.joined || a.watching || held.has(a.playerId)) return null;
  return (a.connectedAt ?? 0) + SOCKET_LIMITS.joinWithinMs;
}

/** Distinct identities watching in a role, each with its first socket's time: screens and the audience count people, not sockets. */
export function watchingIdentities(attachments: Iterable<Attachment>, role: WatchRole): Map<string, number> {
  const since = new Map<string, number>();
  for (const a of attachments) {
    if (a.role !== role || !a.watching) continue;
    const at = since.get(a.playerId);
    if (at === undefined || a.connectedAt < at) since.set(a.playerId, a.connectedAt);
  }
  return since;
}

/** What the host's watcher list shows: every screen, the newest audience members, and how many watch in all. */
export function watchersView(attachments: Attachment[], hostId: string, listAudience: number): WatchersView {
  const list = (role: WatchRole): WatcherView[] =>
    [...watchingIdentities(attachments, role)]
      .map(([playerId, since]) => ({ playerId, role, since, isYou: playerId === hostId }))
      .sort((a, b) => b.since - a.since);
  const audience = list("audience");
  return { screens: list("screen"), audience: audience.slice(0, listAudience), audienceCount: audience.length };
}
