/** Decimals of the currencies Tap settles in; the riyal has two (halalas). */
const CURRENCY_DECIMALS: Record<string, number> = { SAR: 2, AED: 2, USD: 2, EUR: 2, EGP: 2, QAR: 2, KWD: 3, BHD: 3, OMR: 3, JOD: 3 };

export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency.toUpperCase()] ?? 2;
}

/** Whole minor units (halalas), so 19.99 compares equal whatever float noise it carries. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

/** The amount as Tap writes it into the webhook hash: fixed to the currency's decimals. */
export function amountForHash(amount: number, currency: string): string {
  return amount.toFixed(currencyDecimals(currency));
}
