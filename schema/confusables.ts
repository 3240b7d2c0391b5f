// Unicode's confusables (UTS #39, confusables.txt), as the `unhomoglyph` package ships them: for
// each character that looks like another, the prototype it is confused with («ս»→u, «с»→c,
// «ο»→o, «𝐟»→f). A maintained list, updated with Unicode, instead of a table kept by hand.
// The data is about 100 kB: only the server reads it (the family filter and nickname keys, in the
// worker and the room); the web app never imports the filter.
import data from "unhomoglyph/data.json";

const PROTOTYPES = data as Record<string, string>;

/**
 * What a character stands for, lower-cased and without accents («ս»→«u», «é»→«e»), or null when
 * it stands for itself. Plain ASCII is never changed: confusables.txt reads «m» as «rn» and «0» as
 * «O», which would blur ordinary words.
 */
export function prototypeOf(ch: string): string | null {
  if (ch < "\u0080") return null;
  const plain = (PROTOTYPES[ch] ?? ch).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return plain && plain !== ch ? plain : null;
}
