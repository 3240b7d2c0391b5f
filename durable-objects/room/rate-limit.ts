import { LIVE_LIMITS } from "../../schema/protocol";

/** Token bucket per socket; memory only, so waking from hibernation simply refills it. */
export class RateLimit<S> {
  private buckets = new Map<S, { tokens: number; at: number }>();

  over(ws: S, now: number): boolean {
    const bucket = this.buckets.get(ws) ?? { tokens: LIVE_LIMITS.rateBurstFrames, at: now };
    bucket.tokens = Math.min(LIVE_LIMITS.rateBurstFrames, bucket.tokens + ((now - bucket.at) / 1000) * LIVE_LIMITS.rateRefillPerSecond);
    bucket.at = now;
    this.buckets.set(ws, bucket);
    if (bucket.tokens < 1) return true;
    bucket.tokens -= 1;
    return false;
  }

  forget(ws: S) {
    this.buckets.delete(ws);
  }
}
