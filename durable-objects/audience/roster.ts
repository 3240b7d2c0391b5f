// The room's side of its audience shards (docs/decisions.md, «10,000 in the audience»): which
// shard each audience member is on, which shard a newcomer goes to, and each shard's last
// tally. The room stays the one authority: every join is decided here (caps, bans, seats), and
// the members are kept in the room's storage, so a woken room still knows who watches where.
import { SOCKET_LIMITS } from "../../schema/limits";
import type { AudienceTallyView } from "../../schema/protocol";
import type { RoomStorage } from "../room/ports";
import type { Attachment } from "../room/sockets";
import type { ShardArrival, ShardReport, ShardTally } from "./messages";

const MEMBER = "audience-member:";
/** How many shards the room has opened: the ones a new view, a tally or a close must reach. */
const OPENED = "audience-shards";

export interface ShardMember extends ShardArrival {
  shard: number;
}

/** Where an audience socket goes, or why it may not open. */
export type Door = { shard: number } | { refused: { code: string; message: string } };

export class AudienceRoster {
  private members = new Map<string, ShardMember>();
  private tallies = new Map<number, ShardTally>();
  /** Sent to a shard by the door, not yet joined: counted so a burst of upgrades does not overfill one shard. */
  private pending = new Map<string, { shard: number; address: string | null; until: number }>();
  private opened = 0;
  private attachmentsCache: Attachment[] | null = null;

  constructor(
    private readonly storage: RoomStorage,
    readonly size: number,
  ) {}

  /** The members and the shards opened, from the room's storage listing (read once at wake). */
  load(stored: Map<string, unknown>) {
    this.members = new Map();
    for (const [key, value] of stored) if (key.startsWith(MEMBER)) this.members.set(key.slice(MEMBER.length), value as ShardMember);
    this.opened = (stored.get(OPENED) as number | undefined) ?? 0;
    this.tallies = new Map();
    this.attachmentsCache = null;
  }

  /** Shards that may hold sockets or votes: every one the room opened. */
  shards(): number[] {
    return Array.from({ length: this.opened }, (_, i) => i);
  }

  get count(): number {
    return this.members.size;
  }

  has(playerId: string): boolean {
    return this.members.has(playerId);
  }

  member(playerId: string): ShardMember | undefined {
    return this.members.get(playerId);
  }

  /**
   * The shard a new audience socket opens on. The same identity goes back to its shard, where
   * the shard's own cap closes its older socket; a newcomer goes to the first shard with room,
   * opening the next one when all are full. Past the address's cap it is refused, as in the room.
   */
  door(playerId: string, address: string | null, localAtAddress: number, now: number): Door {
    for (const [id, p] of this.pending) if (p.until <= now) this.pending.delete(id);
    if (address) {
      if (localAtAddress + this.atAddress(address, now) >= SOCKET_LIMITS.perAddress)
        return { refused: { code: "too_many_connections", message: "اتصالات كثيرة بهذه الغرفة من هذه الشبكة، يُرجى المحاولة بعد قليل" } };
    }
    const known = this.members.get(playerId)?.shard ?? this.pending.get(playerId)?.shard;
    const shard = known ?? this.firstWithRoom();
    this.pending.set(playerId, { shard, address, until: now + SOCKET_LIMITS.joinWithinMs });
    if (shard >= this.opened) {
      this.opened = shard + 1;
      void this.storage.put(OPENED, this.opened);
    }
    return { shard };
  }

  /** Audience sockets of one address on the shards: members, and those sent to a shard that have not joined yet. */
  atAddress(address: string, now: number): number {
    let n = 0;
    for (const m of this.members.values()) if (m.address === address) n++;
    for (const [id, p] of this.pending) if (p.address === address && p.until > now && !this.members.has(id)) n++;
    return n;
  }

  private firstWithRoom(): number {
    const load = new Map<number, number>();
    for (const m of this.members.values()) load.set(m.shard, (load.get(m.shard) ?? 0) + 1);
    for (const [id, p] of this.pending) if (!this.members.has(id)) load.set(p.shard, (load.get(p.shard) ?? 0) + 1);
    let shard = 0;
    while ((load.get(shard) ?? 0) >= this.size) shard++;
    return shard;
  }

  /** A member the room let in; stored (not awaited: the output gate holds the answer until it is durable). */
  add(shard: number, arrival: ShardArrival) {
    const member = { ...arrival, shard };
    this.members.set(arrival.playerId, member);
    this.pending.delete(arrival.playerId);
    this.attachmentsCache = null;
    void this.storage.put(MEMBER + arrival.playerId, member);
  }

  /** A shard's report: its tally, who left it, and after its wake who it really holds. Whether the list of watchers changed. */
  heard(report: ShardReport): boolean {
    this.tallies.set(report.shard, report.tally);
    const gone: string[] = [];
    for (const { playerId, connectedAt } of report.left) {
      const m = this.members.get(playerId);
      if (m && m.shard === report.shard && m.connectedAt <= connectedAt) gone.push(playerId);
    }
    if (report.holds) {
      const holds = new Set(report.holds);
      for (const [id, m] of this.members) if (m.shard === report.shard && !holds.has(id)) gone.push(id);
    }
    if (!gone.length) return false;
    for (const id of gone) this.members.delete(id);
    this.attachmentsCache = null;
    void this.storage.delete(gone.map((id) => MEMBER + id));
    return true;
  }

  /** The identity was removed or the room ended: it is no member any more. */
  forget(playerIds: string[]) {
    const gone = playerIds.filter((id) => this.members.delete(id));
    if (!gone.length) return;
    this.attachmentsCache = null;
    void this.storage.delete(gone.map((id) => MEMBER + id));
  }

  /** The members as the room's socket rules read watchers (socket-caps.ts): audience attachments that have joined. */
  attachments(): Attachment[] {
    this.attachmentsCache ??= [...this.members.values()].map((m) => ({
      playerId: m.playerId,
      userId: m.userId,
      isAnonymous: m.isAnonymous,
      deviceId: m.deviceId,
      joined: false,
      role: "audience",
      watching: true,
      connectedAt: m.connectedAt,
    }));
    return this.attachmentsCache;
  }

  /** The shards' counts of the scope `key`, added to the room's own tally; the favourite is recomputed from the sum. */
  sum(local: AudienceTallyView, key: string, previousChoice: string | null): AudienceTallyView {
    const counts = { ...local.counts };
    let total = local.total;
    for (const t of this.tallies.values()) {
      if (t.scopeKey !== key) continue;
      for (const [option, n] of Object.entries(t.counts)) counts[option] = (counts[option] ?? 0) + n;
      total += t.total;
    }
    return { count: local.count + this.members.size, round: local.round, counts, total, choice: favourite(counts, previousChoice ?? local.choice) };
  }
}

/**
 * «اختيار الجمهور» from summed counts: the most votes; on a tie the choice told last keeps it (no
 * shard knows who reached a count first across shards), else the first option to reach it here.
 */
export function favourite(counts: Record<string, number>, previous: string | null): string | null {
  let best: string | null = null;
  for (const [option, n] of Object.entries(counts)) if (n > 0 && (best === null || n > counts[best])) best = option;
  if (best !== null && previous !== null && counts[previous] === counts[best]) return previous;
  return best;
}
