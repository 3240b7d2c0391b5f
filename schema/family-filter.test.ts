import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compileFilter, findBadTerm, hasBadWord, lineFromTerm, termFromLine } from "./family-filter";
import { DEFAULT_FAMILY_FILTER } from "./family-filter-list";

const filter = compileFilter(DEFAULT_FAMILY_FILTER);

describe("family filter: tricky spellings are caught", () => {
  it.each([
    ["plain", "انت شرموطه"],
    ["diacritics", "شَرْمُوطَة"],
    ["tatweel", "شـــرمـوطـه"],
    ["repeated letters", "شررررموووطه"],
    ["letter variants and ta marbuta", "قحبة"],
    ["dotted apart", "ش.ر.م.و.ط"],
    ["spaced letters", "ز ب"],
    ["article", "الطيز"],
    ["vocative joined", "ياطيز"],
    ["pronoun suffix", "طيزك"],
    ["Arabizi digit in Arabic script", "6يز"],
    ["Arabizi 3 in Arabic script", "منيوك3"],
    ["Arabizi 9 as ص", "يا معر9"],
    ["two words", "يا ابن الكلب"],
    ["two words without article", "ابن كلب"],
    ["Arabizi with digits", "5ara 3lek"],
    ["Arabizi a7a", "a7aaa"],
    ["Arabizi sharmoota", "ya sharmooota"],
    ["Arabizi with 6", "sharmo6a"],
    ["English", "what the fuck"],
    ["English capitals", "FUCK"],
    ["English ending", "shitty"],
    ["leetspeak", "sh1t"],
    ["leet with symbols", "b!tch"],
    ["leet @", "@sshole"],
    ["spaced English", "f u c k"],
    ["dashed English", "f-u-c-k"],
    ["repeated English", "fuuuuck"],
    ["full-width letters", "ｆｕｃｋ"],
    ["zero-width joiner inside", "fu\u200Bck"],
    ["Arabic-Indic digit as Arabizi", "٦يز"],
  ])("%s: %s", (_label, text) => {
    expect(findBadTerm(text, filter)).not.toBeNull();
  });
});

describe("family filter: ordinary words are left alone", () => {
  it.each([
    ["butter contains زب", "زبدة"],
    ["customer contains زب", "زبون"],
    ["raisins contains زب", "زبيب"],
    ["break contains كس", "كسر الزجاج"],
    ["laziness contains كس", "الكسل"],
    ["earning contains كس", "كسب"],
    ["clothed starts with كس", "كسا"],
    ["pride contains خرا", "فخرًا بكم"],
    ["ruin contains خرا", "خراب"],
    ["sheep contains خرا", "خرافة"],
    ["electronic contains نيك", "الكترونيك"],
    ["Nicole contains نيك", "نيكول"],
    ["Nike contains نايك", "نايكي"],
    ["Nikon", "نيكون"],
    ["exhibition looks like معرص", "معرض الكتاب"],
    ["a dog alone", "كلب"],
    ["a son alone", "ابن اخي"],
    ["Sara is not 5ara", "sara"],
    ["Arabizi greeting", "7abibi"],
    ["as", "as"],
    ["class", "class"],
    ["assistant", "assistant"],
    ["Scunthorpe", "Scunthorpe"],
    ["cocktail", "cocktail"],
    ["peacock", "peacock"],
    ["cocky", "cocky"],
    ["pussycat", "pussycat"],
    ["shiitake", "shiitake"],
    ["Dickens", "Dickens"],
    ["numbers", "عندي 3 قطط و 5 كلاب"],
    ["a year", "2025"],
    ["ordinary sentence", "القاهرة عاصمة مصر"],
    ["empty", ""],
  ])("%s: %s", (_label, text) => {
    expect(findBadTerm(text, filter)).toBeNull();
  });
});

describe("family filter: term kinds and the admin's lines", () => {
  it("a part term matches inside a word, a word term does not", () => {
    const custom = compileFilter([
      { term: "بطيخ", match: "part" },
      { term: "موز", match: "word" },
    ]);
    expect(hasBadWord("البطيخة", custom)).toBe(true);
    expect(hasBadWord("موزع", custom)).toBe(false);
    expect(hasBadWord("والموز", custom)).toBe(true);
  });
  it("an exact term takes no ending", () => {
    const custom = compileFilter([{ term: "نمر", match: "exact" }]);
    expect(hasBadWord("يا نمر", custom)).toBe(true);
    expect(hasBadWord("نمرة", custom)).toBe(false);
  });
  it("an empty list, and terms too short to match safely, match nothing", () => {
    expect(hasBadWord("fuck", compileFilter([]))).toBe(false);
    expect(compileFilter([{ term: "ك", match: "word" }, { term: "!!", match: "part" }]).terms).toHaveLength(0);
  });
  it("reads and writes the admin's line syntax", () => {
    expect(termFromLine(" *abc* ")).toEqual({ term: "abc", match: "part" });
    expect(termFromLine("=abc")).toEqual({ term: "abc", match: "exact" });
    expect(termFromLine("ابن  الكلب")).toEqual({ term: "ابن الكلب", match: "word" });
    expect(termFromLine("   ")).toBeNull();
    for (const t of DEFAULT_FAMILY_FILTER) expect(termFromLine(lineFromTerm(t))).toEqual(t);
  });
  it("every shipped term compiles, and catches itself", () => {
    expect(filter.terms).toHaveLength(DEFAULT_FAMILY_FILTER.length);
    for (const t of DEFAULT_FAMILY_FILTER) expect(findBadTerm(t.term, filter), t.term).not.toBeNull();
  });
});

describe("family filter: the shipped list", () => {
  it("migration 0005 inserts exactly the list of family-filter-list.ts", () => {
    const sql = readFileSync(resolve(import.meta.dirname, "migrations/0005_family_filter.sql"), "utf8");
    const rows = [...sql.matchAll(/\('((?:[^']|'')*)', '(word|exact|part)'\)/g)].map((m) => ({ term: m[1].replace(/''/g, "'"), match: m[2] }));
    expect(rows).toEqual(DEFAULT_FAMILY_FILTER);
  });
});
