// The category picker's badge: how many are chosen, in Arabic number agreement through
// Intl.PluralRules("ar") (zero, one, two, few 3–10, many 11–99, other 100+).
const PLURAL = new Intl.PluralRules("ar");

export function chosenCount(n: number): string {
  switch (PLURAL.select(n)) {
    case "zero":
      return "لا فئات مختارة";
    case "one":
      return "فئة واحدة مختارة";
    case "two":
      return "فئتان مختارتان";
    case "few":
      return `${n} فئات مختارة`;
    default:
      return `${n} فئة مختارة`;
  }
}
