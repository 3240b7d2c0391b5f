// Counting nouns in Arabic: one, two (the dual), 3 to 10 (the plural), then the
// singular again from 11. "صوت واحد، صوتين، 3 أصوات، 11 صوت".
export interface CountForms {
  zero: string;
  one: string;
  two: string;
  /** 3 to 10, the number is put before it. */
  few: string;
  /** 11 and more, the number is put before it. */
  many: string;
}

export function arabicCount(n: number, forms: CountForms): string {
  if (n === 0) return forms.zero;
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  const hundredth = n % 100;
  return hundredth >= 3 && hundredth <= 10 ? `${n} ${forms.few}` : `${n} ${forms.many}`;
}

export const VOTES: CountForms = { zero: "ولا صوت", one: "صوت واحد", two: "صوتين", few: "أصوات", many: "صوت" };
export const TIMES: CountForms = { zero: "ولا مرة", one: "مرة وحدة", two: "مرتين", few: "مرات", many: "مرة" };

export const votesText = (n: number) => arabicCount(n, VOTES);
export const timesText = (n: number) => arabicCount(n, TIMES);
