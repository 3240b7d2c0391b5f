// A value the room reads from D1 and keeps for a while (the avatar assets, the family filter).
// Once its copy is old, the next caller starts one read and every caller, that one included,
// is answered from the old copy at once; the new copy answers from when the read lands. Without
// this, every frame that found the copy old awaited a D1 read of its own: a frame awaiting I/O
// opens the room to the next frame, which found the copy old too, so a busy room sent a herd of
// reads and its changes waited behind them (the fan-out bench's tail). A read that fails keeps
// the last good copy, and the next caller tries again. With no copy yet (a room just woken)
// every caller awaits the same first read, so their frames resume in one tick: the room must
// step each from the state the one before it left (room.ts `apply` moves the room on before
// awaiting its write).

export class RefreshingCache<T> {
  private copy: { at: number; value: T } | null = null;
  private reading: Promise<void> | null = null;
  /** Moves on at each drop, so a read begun before it cannot bring the dropped content back. */
  private generation = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly keepMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The kept copy; the first call, with nothing kept yet, waits for the read (undefined if it failed). */
  async get(now: number): Promise<T | undefined> {
    const copy = this.copy;
    if (copy && now - copy.at < this.keepMs) return copy.value;
    const reading = (this.reading ??= this.refresh(now));
    if (copy) return copy.value;
    await reading;
    return this.copy?.value;
  }

  /** Forgets the copy: the next caller waits for a fresh read (an admin changed the content). */
  drop() {
    this.copy = null;
    this.reading = null;
    this.generation++;
  }

  private async refresh(now: number) {
    const generation = this.generation;
    try {
      const value = await this.read();
      if (generation === this.generation) this.copy = { at: now, value };
    } catch (error) {
      this.onError(error);
    } finally {
      if (generation === this.generation) this.reading = null;
    }
  }
}
