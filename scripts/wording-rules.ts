// The rules of `npm run check:wording` (scripts/check-wording.mjs), kept pure so they are unit tested:
// which Arabic words address one man («اختر», «اكتب», «انتظر»…), which slips leave the one register
// («مرة ثانية», «هذي», «الحين») and where a text hard-codes the year («© 2025»).
// docs/arabic-style.md is the convention these rules enforce.
import ts from "typescript";
import * as COUNTS from "../schema/arabic-count";

/**
 * Masculine singular imperatives (and a few masculine jussives after «لا»). Written bare; an entry
 * that carries a shadda («غيّر», «صوّت», «سجّل») only matches a word written with it, because the
 * bare form is a common noun or particle («غير», «صوت», «سجل»).
 */
export const IMPERATIVES: readonly string[] = [
  "اختر", "اكتب", "انتظر", "حاول", "تأكد", "جرب", "افتح", "أضف", "اضف", "أدخل", "ادخل", "اضغط", "انقر",
  "سجّل", "استخدم", "ارفع", "احذف", "عدّل", "عدل", "شارك", "انضم", "ابدأ", "اذهب", "ارجع", "أعد", "اعد",
  "تحقق", "املأ", "الصق", "ألصق", "اكتشف", "العب", "ادع", "انسخ", "غيّر", "أرسل", "ارسل", "صوّت",
  "أكمل", "اكمل", "أنشئ", "انشئ", "حدد", "اسحب", "اترك", "امسح", "أغلق", "اغلق", "اقرأ", "اشترك", "ادفع",
  "اطلب", "راجع", "اسأل", "اختبر", "تابع", "خمّن", "اخدع", "ضع", "قم", "كن", "تذكّر", "استمتع", "تفضل",
  "اتصل", "انتقل", "اشتر", "اقترح", "اعرض", "ابحث", "أخبر", "اخبر", "امنح", "احظر", "ألغ", "ارفض",
  "جهّز", "علّق", "حدّث", "تعال", "استنى", "شيل", "شوف", "خلّ",
];

/** After «لا»: the masculine jussive («لا تنسَ»), where «لا تنسي/تنسوا» would fit a woman or a group. */
export const NEGATED: readonly string[] = ["تنس", "تنسى", "تقلق", "تغلق", "تشارك", "تترك", "تنتظر", "تحاول"];

/** «سجل» alone is a noun («سجل النشاط»); before these it is the imperative «سجّل الدخول». */
const SIGN_IN_OBJECTS = new Set(["الدخول", "دخولك", "حسابك", "الخروج"]);

/** A verb followed by its subject is a past tense, not an order: «عدّل المشرف الفئة», «انضم مستخدم جديد». */
const SUBJECTS = new Set(["المشرف", "مستخدم", "المستخدم", "لاعب", "اللاعب", "أحد", "الجميع", "الكل"]);

/** Object pronouns a masculine imperative may carry: «جرّبه», «اكتبها», «ادعهم», «أخبرني». */
const OBJECT_SUFFIXES = ["ه", "ها", "هم", "ني"];

// Harakat, tanween, sukun, dagger alef and tatweel; the shadda (U+0651) is handled apart.
const MARKS = /[\u064B-\u0650\u0652-\u065F\u0670\u0640]/g;
const SHADDA = /\u0651/g;
const ARABIC_WORD = /[\u0621-\u064A\u064B-\u065F\u0670\u0640]+/g;

/** A word as the rules compare it: marks off, the shadda kept only when `keepShadda`. */
export function normalizeWord(word: string, keepShadda = false): string {
  const plain = word.replace(MARKS, "");
  return keepShadda ? plain : plain.replace(SHADDA, "");
}

const bare = new Set(IMPERATIVES.filter((w) => !w.includes("\u0651")));
const withShadda = new Set(IMPERATIVES.filter((w) => w.includes("\u0651")));
const negated = new Set(NEGATED);

/** The stems a written word may be: itself, without a leading «و»/«ف», without an object pronoun. */
function candidates(word: string): string[] {
  const out = [word];
  // Not before a two-letter stem: «وضع» is the noun "mode", not «و» + «ضع».
  if (word.length > 3 && (word.startsWith("و") || word.startsWith("ف"))) out.push(word.slice(1));
  for (const w of [...out]) {
    for (const s of OBJECT_SUFFIXES) if (w.length > s.length + 1 && w.endsWith(s)) out.push(w.slice(0, -s.length));
  }
  return out;
}

// A damma inside a word that starts with «أ/إ» or «است» marks the passive («أُرسل», «استُخدم»):
// the imperatives of those forms never carry one. Nor does an imperative start with a damma on a
// consonant: «حُدّث في…» is "updated on".
const PASSIVE = /^(?:(?:[\u0623\u0625]|\u0627\u0633\u062A)[^\s]*\u064F[^\s]|[^\u0627]\u0651?\u064F)/;

function isImperative(word: string, next: string | undefined): boolean {
  if (next !== undefined && SUBJECTS.has(normalizeWord(next))) return false;
  if (PASSIVE.test(word.replace(/^[\u0648\u0641]/, ""))) return false;
  const plain = normalizeWord(word);
  const marked = normalizeWord(word, true);
  if (candidates(marked).some((w) => withShadda.has(w))) return true;
  if (candidates(plain).some((w) => bare.has(w))) return true;
  // «سجل الدخول»: the imperative written without its shadda.
  return candidates(plain).includes("سجل") && next !== undefined && SIGN_IN_OBJECTS.has(normalizeWord(next));
}

/**
 * «تصير/تكون/تصبح/تبقى/تظل» addressing the reader, then an adjective in the masculine: «ليش تصير مميز؟»,
 * «لازم تكون متصل». A feminine or plural adjective («ممتعة», «جاهزين») is a different sentence, and so is
 * what is not an adjective: a definite noun («تكون الغرفة»), a particle («تكون في»), an elative («تصير أصعب»).
 */
const BECOME = new Set(["تصير", "تكون", "تصبح", "تبقى", "تبقي", "تظل"]);
const NOT_ADJECTIVES = new Set(["في", "من", "على", "عند", "عندك", "لك", "لكم", "مع", "هنا", "هناك", "هذا", "هذه", "ذلك", "كل", "بعد", "قبل", "فيها", "فيه", "جزء", "واحد", "مثل", "عن", "إلى", "الى", "ما", "لا", "له", "لها", "بين", "أول", "اول"]);

function becomesMasculine(word: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  const verb = normalizeWord(word);
  if (!BECOME.has(verb) && !(verb.length > 4 && /^[وفلب]/.test(verb) && BECOME.has(verb.slice(1)))) return false;
  // The accusative's alef («مميزًا») is still the masculine.
  const adjective = normalizeWord(next).replace(/ا$/, "");
  if (adjective.length < 3 || NOT_ADJECTIVES.has(normalizeWord(next)) || /^(ال|[أإآ])/.test(adjective)) return false;
  if (/(ة|ه|ين|ون|ات|ي|ى)$/.test(adjective)) return false;
  // A participle («مميز», «متصل», «مستعد») or the فاعل/فعيل shapes («جاهز», «سعيد»).
  return /^م/.test(adjective) || /^.ا..$/.test(adjective) || /^..ي.$/.test(adjective);
}

/**
 * Forms that speak to women only: the feminine plural of the group imperatives (every
 * imperative of the list with «ـن»: «اكتبن», «صوّتن», «اخترن»; and «انضممن», «ادعين»), and the
 * feminine plurals the room's texts say to a women's gathering. They belong in a text table's
 * women side (`addressed(everyone, women)`, schema/address.ts) and nowhere else: to everyone they
 * are as wrong as a masculine form.
 */
export const FEMININE_FORMS: readonly string[] = [
  "انضممن", "ادعين", "كلكن", "بعضكن", "منكن", "أنتن", "جوالاتكن", "يكتبن", "يصوتن", "تظننها", "لعبتنه", "لعبتنها",
  "اللاعبات", "الباقيات", "البريئات", "المتهمات",
];

const feminine = new Set([...IMPERATIVES.map((w) => `${normalizeWord(w)}ن`), ...FEMININE_FORMS.map((w) => normalizeWord(w))]);

/**
 * Forms that speak to men or to a mixed group: the masculine plural of every imperative
 * of the list («اكتبوا», «صوّتوا»), and the room's masculine words («اللاعبين», «مشرف», «واحد»,
 * «جوالاتكم»). A women side (`addressed(everyone, women)`) holds what a women's gathering reads:
 * one of these there is a text left half-translated.
 */
export const MASCULINE_GROUP_FORMS: readonly string[] = [
  "تعالوا", "جاوبوا", "كلكم", "بعضكم", "منكم", "أنتم", "عنكم", "أنفسكم", "جوالاتكم", "أصحابكم", "حزمكم", "لمفضلكم",
  "يكتبون", "يصوتون", "تحتاجون", "ترجعون", "تظنونها", "لعبتموه",
  "اللاعبين", "اللاعبون", "لاعب", "الباقين", "الباهتون", "متصلين", "المتهمين", "المتهم", "الأبرياء", "مشرف", "واحد", "عليه", "لإخراجه",
  // A seat's state on the TV («غير متصل»), the host as «مشرفها» / «للمشرف», and «أحدهم» in a way out.
  "متصل", "مشرفها", "المشرف", "للمشرف", "أحدهم",
];

const masculineGroup = new Set([...IMPERATIVES.map((w) => `${normalizeWord(w)}وا`), ...MASCULINE_GROUP_FORMS.map((w) => normalizeWord(w))]);

/** The masculine and group forms in a text of a women side, each as a slip. */
export function masculineInWomenSide(text: string): Slip[] {
  return (text.match(ARABIC_WORD) ?? [])
    .filter((word) => {
      const plain = normalizeWord(word);
      return masculineGroup.has(plain) || (plain.length > 3 && /^[وفل]/.test(plain) && masculineGroup.has(plain.slice(1)));
    })
    .map((word) => ({ word, kind: "women" as const }));
}

export interface Slip {
  /** The word or phrase as written in the text. */
  word: string;
  kind: "imperative" | "register" | "year" | "masculine" | "feminine" | "count" | "women";
}

/** Every slip in one user-facing text, in order. */
export function findSlips(text: string): Slip[] {
  const slips: Slip[] = [];
  const words = text.match(ARABIC_WORD) ?? [];
  words.forEach((word, i) => {
    const plain = normalizeWord(word);
    const next = words[i + 1];
    if (isImperative(word, next)) slips.push({ word, kind: "imperative" });
    else if (becomesMasculine(word, next)) slips.push({ word: `${word} ${next}`, kind: "masculine" });
    // «لا تُنسى» (passive, "unforgettable") carries a damma on its «ت»; «لا تنسَ» does not.
    else if (plain === "لا" && next && !/^\u062A\u064F/.test(next) && negated.has(normalizeWord(next))) slips.push({ word: `${word} ${next}`, kind: "imperative" });
    // With a clinging particle too: «لهذي», «بهذي», «وهذي», «للحين».
    if (["هذي", "الحين", "للحين"].some((w) => plain === w || (plain.length === w.length + 1 && /^[وفلبك]/.test(plain) && plain.slice(1) === w))) {
      slips.push({ word, kind: "register" });
    }
    if (plain.replace(/^[وف]/, "") === "مرة" && next && normalizeWord(next) === "ثانية") slips.push({ word: `${word} ${next}`, kind: "register" });
    if (feminine.has(plain) || (plain.length > 4 && /^[وف]/.test(plain) && feminine.has(plain.slice(1)))) slips.push({ word, kind: "feminine" });
  });
  // A written year, or a year taken from anything but the clock («© {SITE.copyrightYear}»).
  for (const year of text.match(/©\s*(?:\d{4}|\{(?![^}]*getFullYear)[^}]*\})/g) ?? []) slips.push({ word: year, kind: "year" });
  return slips;
}

export interface SourceText {
  line: number;
  text: string;
  /** The text sits in a table's women side (the second argument of `addressed(…)`): feminine forms are its place. */
  womenSide?: boolean;
}

/** Whether `node` is inside the women side of an `addressed(everyone, women)` call. */
function inWomenSide(node: ts.Node): boolean {
  for (let n = node; n.parent; n = n.parent) {
    const call = n.parent;
    if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === "addressed" && call.arguments[1] === n) return true;
  }
  return false;
}

/** The slips of a text that count: a feminine form in a women side is where it belongs. */
export const slipsOf = ({ text, womenSide }: SourceText): Slip[] => [
  ...findSlips(text).filter((slip) => !(womenSide && slip.kind === "feminine")),
  // A women side must be feminine throughout.
  ...(womenSide ? masculineInWomenSide(text) : []),
];

/**
 * The texts of a TypeScript/TSX file a person may read: string literals, template literal parts and
 * JSX text. Comments and identifiers are not texts; a string holding no Arabic letter and no «©»
 * is left out.
 */
export function sourceTexts(fileName: string, source: string): SourceText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: SourceText[] = [];
  const visit = (node: ts.Node) => {
    // «© {expression}» in JSX: the expression joins the text, so the year's source can be judged.
    if (ts.isJsxText(node) && /©\s*$/.test(node.text)) {
      const siblings = node.parent.getChildren(file).flatMap((c) => (c.kind === ts.SyntaxKind.SyntaxList ? c.getChildren(file) : [c]));
      const next = siblings[siblings.indexOf(node) + 1];
      if (next && ts.isJsxExpression(next)) {
        out.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: `© {${next.expression?.getText(file) ?? ""}}` });
      }
    }
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const text = node.text;
      if (/[\u0621-\u064A©]/.test(text)) out.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text, ...(inWomenSide(node) ? { womenSide: true } : {}) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The texts of any other file (HTML, a web manifest): each line is one text. */
export function lineTexts(source: string): SourceText[] {
  return source.split("\n").flatMap((text, i) => (/[\u0621-\u064A©]/.test(text) ? [{ line: i + 1, text }] : []));
}

export interface AllowEntry {
  file: string;
  word: string;
  /** A piece of the text the case sits in, when the word is allowed only there. */
  text?: string;
  reason: string;
}

export interface Hit {
  file: string;
  line: number;
  word: string;
  kind: Slip["kind"];
  text: string;
}

/** The hits no allow-list entry covers, and the entries that covered nothing (stale). */
export function applyAllowList(hits: Hit[], allow: AllowEntry[]): { hits: Hit[]; unused: AllowEntry[] } {
  const used = new Set<AllowEntry>();
  const left = hits.filter((hit) => {
    const entry = allow.find((a) => a.file === hit.file && normalizeWord(a.word) === normalizeWord(hit.word) && (!a.text || hit.text.includes(a.text)));
    if (entry) used.add(entry);
    return !entry;
  });
  return { hits: left, unused: allow.filter((a) => !used.has(a)) };
}

// ---------- counts ----------

/**
 * Nouns the app counts that a bare number must not be written beside: «{n} صورة» reads right for 100
 * and wrong for 3, 11 or 2. Every form of every noun of schema/arabic-count.ts, and the nouns the
 * admin and blog count in their own words.
 */
const OTHER_COUNTED_NOUNS = [
  "مقال", "مقالات", "مقالًا", "كلمة", "كلمات", "عملية", "عمليات", "دفعة", "دفعات",
  "وسم", "وسوم", "تصنيف", "تصنيفات", "عنصر", "عناصر", "ملف", "ملفات", "حزمة", "حزم", "ساعة", "ساعات", "شهر", "أشهر",
  "نتيجة", "نتائج", "سطر", "أسطر", "مشاهدة", "مشاهدات", "تعليق", "تعليقات", "مؤلف", "كاتب", "كتّاب", "لاعبين", "ميم",
];

const countedNouns: ReadonlySet<string> = new Set(
  [
    ...Object.values(COUNTS).flatMap((forms) =>
      typeof forms === "object" && forms !== null ? Object.values(forms as unknown as Record<string, string>).map((phrase) => phrase.split(" ").find((w) => !["لا", "ولا"].includes(w)) ?? "") : [],
    ),
    ...OTHER_COUNTED_NOUNS,
  ]
    .filter((w) => /^[\u0621-\u064A]/.test(w) && !["واحد", "واحدة"].includes(w))
    .map((w) => normalizeWord(w)),
);

/** The noun a text starts with, after the space that follows a number: «{n} صورة» → «صورة». */
function leadingNoun(text: string): string | null {
  const match = /^[\s\u00A0]+([\u0621-\u064A\u064B-\u065F\u0670\u0640]+)/.exec(text);
  if (!match) return null;
  const word = match[1];
  return countedNouns.has(normalizeWord(word)) ? word : null;
}

/** The identifier a property chain or call starts from: `CONTENT_TRASH` of `CONTENT_TRASH.retentionDays`. */
function rootName(node: ts.Expression): string | null {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isCallExpression(node) || ts.isNonNullExpression(node)) return rootName(node.expression);
  return null;
}

/** The last name of a property chain or call: `displayName` of `u.displayName`. */
function lastName(node: ts.Expression): string | null {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isCallExpression(node) || ts.isNonNullExpression(node)) return lastName(node.expression);
  return null;
}

/**
 * An expression that may be a number that changes: «{count}», «${n}», «{items.length}»,
 * «{numbers.format(total)}». Not a string, not a name or a text built elsewhere («{u.displayName}»),
 * and not a constant of the limits (`CONTENT_TRASH.retentionDays`, `L.searchMax`): a constant's
 * noun is written for its one value, in the form that value takes.
 */
function mayBeNumber(node: ts.Expression | undefined): boolean {
  if (!node) return false;
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return false;
  if (ts.isParenthesizedExpression(node)) return mayBeNumber(node.expression);
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return false;
  if (ts.isConditionalExpression(node)) return mayBeNumber(node.whenTrue) || mayBeNumber(node.whenFalse);
  const root = rootName(node);
  if (root !== null && /^[A-Z][A-Z0-9_]*$/.test(root)) return false;
  const last = lastName(node);
  if (last !== null && /(name|Name|title|Title|label|Label|text|Text|nickname)$/.test(last) && !/^(format|toLocaleString)$/.test(last)) return false;
  return true;
}

/** A noun an expression gives: a counted noun's string literal in it, or a field named `…Noun`. */
function nounIn(node: ts.Expression): boolean {
  if (ts.isStringLiteralLike(node)) return leadingNoun(` ${node.text}`) !== null;
  const last = lastName(node);
  if (last !== null && /Noun$/.test(last)) return true;
  let found = false;
  node.forEachChild((child) => {
    if (!found && ts.isExpression(child)) found = nounIn(child);
  });
  return found;
}

export interface CountSlip {
  line: number;
  word: string;
  kind: "count";
  text: string;
}

/**
 * A number written beside a counted noun outside the plural helpers (docs/arabic-style.md §3): a JSX
 * `{n}` or a template's `${n}` directly followed by the noun, or `n + " صورة"`. Such a noun is right
 * for some numbers only; `countText(n, PICTURES)` is right for all.
 */
export function countSlips(fileName: string, source: string): CountSlip[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: CountSlip[] = [];
  const hit = (node: ts.Node, word: string, text: string) =>
    out.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, word, kind: "count", text: text.trim() });
  const visit = (node: ts.Node) => {
    if (ts.isTemplateExpression(node)) {
      for (const span of node.templateSpans) {
        const word = leadingNoun(span.literal.text);
        if (word && mayBeNumber(span.expression)) hit(span, `\${${span.expression.getText(file)}} ${word}`, node.getText(file));
      }
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const siblings = node.parent.children;
      const next = siblings[siblings.indexOf(node) + 1];
      const word = next && ts.isJsxText(next) ? leadingNoun(next.text) : null;
      if (word && mayBeNumber(node.expression)) hit(node, `{${node.expression.getText(file)}} ${word}`, `${node.getText(file)}${next.getText(file)}`);
      // «{n} {noun}»: the noun comes from an expression, a counted noun's literal or a field named for a noun.
      const after = siblings[siblings.indexOf(node) + 2];
      if (next && ts.isJsxText(next) && /^[\s\u00A0]+$/.test(next.text) && after && ts.isJsxExpression(after) && after.expression && mayBeNumber(node.expression)) {
        const noun = nounIn(after.expression);
        if (noun) hit(node, `{${node.expression.getText(file)}} {${after.expression.getText(file)}}`, `${node.getText(file)} ${after.getText(file)}`);
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && ts.isStringLiteralLike(node.right)) {
      const word = leadingNoun(node.right.text);
      if (word && mayBeNumber(node.left)) hit(node, `${node.left.getText(file)} + "${node.right.text.trim()}"`, node.getText(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

