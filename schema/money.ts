// Money as the spec shows it. Free of zod, so player pages (premium) can import it.

/** Riyals: whole amounts without decimals, otherwise two (spec 002 §1, §9). */
export function formatRiyals(amount: number): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return amount.toLocaleString("ar-u-nu-latn", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}
