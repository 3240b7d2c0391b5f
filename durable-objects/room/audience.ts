// The audience's votes, kept for the actor: each vote is stored (a restart loses none) and
// kept in memory for the tally, which goes out at most every WATCH_LIMITS.tallyEveryMs as
// one frame, serialised once, however many votes arrived meanwhile.
import { WATCH_LIMITS } from "../../schema/limits";
import type { AudienceTallyView } from "../../schema/protocol";
import { tally, type AudienceVote } from "./watchers";

const PREFIX = "audience-vote:";

export class Audience {
  /** Audience id → their vote; null until read from storage after a wake. */
  private votes: Map<string, AudienceVote> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly storage: DurableObjectStorage,
    /** Sends the tally frame to everyone who should hear it. */
    private readonly broadcast: (tally: AudienceTallyView) => void,
    /** The round votes count for now, and how many audience sockets are connected. */
    private readonly now: () => { round: number | null; count: number },
  ) {}

  private async loaded(): Promise<Map<string, AudienceVote>> {
    if (!this.votes) {
      const stored = await this.storage.list<AudienceVote>({ prefix: PREFIX });
      this.votes = new Map([...stored].map(([key, vote]) => [key.slice(PREFIX.length), vote]));
    }
    return this.votes;
  }

  async vote(audienceId: string, vote: AudienceVote): Promise<void> {
    const votes = await this.loaded();
    // A changed mind moves to the end, so a tie goes to whoever reached it first.
    votes.delete(audienceId);
    votes.set(audienceId, vote);
    // Not awaited: the runtime's output gate holds the reply until the write is durable, and
    // awaiting would close the input gate on every vote, queueing a crowd's votes one write apart.
    void this.storage.put(PREFIX + audienceId, vote);
    this.soon();
  }

  /** A new game: the last game's votes go. */
  async clear(): Promise<void> {
    const votes = await this.loaded();
    if (votes.size === 0) return;
    votes.clear();
    await this.storage.delete([...(await this.storage.list({ prefix: PREFIX })).keys()]);
    this.soon();
  }

  async current(): Promise<AudienceTallyView> {
    const { round, count } = this.now();
    return tally((await this.loaded()).values(), round, count);
  }

  /** Schedules one tally frame; more calls before it goes are folded into it. */
  soon(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.current().then(this.broadcast, (error) => console.error("audience tally failed", error));
    }, WATCH_LIMITS.tallyEveryMs);
  }
}
