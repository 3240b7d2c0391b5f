// How many of something, in Arabic: the counted phrase the admin lists, confirms and toasts use.

/**
 * How a noun is counted in Arabic (Intl.PluralRules("ar")): one and two are whole phrases
 * («سؤال واحد», «سؤالين»); 3–10 take the plural («3 أسئلة»), 11–99 the singular accusative
 * («11 سؤالًا»), 100+ and 0 the singular («100 سؤال»).
 */
export interface CountForms {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

const PLURAL = new Intl.PluralRules("ar");
export const SECONDS: CountForms = { one: "ثانية واحدة", two: "ثانيتين", few: "ثوانٍ", many: "ثانية", other: "ثانية" };

export function countPhrase(n: number, forms: CountForms): string {
  const rule = PLURAL.select(n);
  if (rule === "one") return forms.one;
  if (rule === "two") return forms.two;
  if (rule === "few") return `${n} ${forms.few}`;
  if (rule === "many") return `${n} ${forms.many}`;
  return `${n} ${forms.other}`;
}
