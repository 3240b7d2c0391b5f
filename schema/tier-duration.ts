// A premium tier's length in words. Free of zod (unlike schema/api/payments.ts, which re-exports
// it), so the premium page, which only shows the tiers, loads no validation code.
import { countText, DAYS } from "./arabic-count";

/** "يوم واحد", "يومان", "7 أيام", "30 يومًا": a tier's length as people say it. */
export function durationTextAr(days: number): string {
  return countText(days, DAYS);
}
