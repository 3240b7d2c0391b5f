import { describe, expect, it } from "vitest";
import { applyAllowList, countSlips, findSlips, lineTexts, normalizeWord, slipsOf, sourceTexts, type Hit } from "./wording-rules";

const words = (text: string) => findSlips(text).map((s) => s.word);

describe("findSlips: masculine singular imperatives", () => {
  it("flags the imperatives of the list, with or without vowels", () => {
    expect(words("اختر فئة")).toEqual(["اختر"]);
    expect(words("اخْتَرْ فئة")).toEqual(["اخْتَرْ"]);
    expect(words("جرّب مرة أخرى")).toEqual(["جرّب"]);
    expect(words("جرب كلمات أخرى")).toEqual(["جرب"]);
    expect(words("انتظر دقيقة")).toEqual(["انتظر"]);
  });

  it("flags them after «و» or «ف» and with an object pronoun", () => {
    expect(words("تأكد من الاتصال وحاول مرة أخرى")).toEqual(["تأكد", "وحاول"]);
    expect(words("فاكتب اسمك")).toEqual(["فاكتب"]);
    expect(words("ارفعها ثم أضفها")).toEqual(["ارفعها", "أضفها"]);
    expect(words("وادعُ أصحابك")).toEqual(["وادعُ"]);
  });

  it("needs the shadda where the bare word is a noun or particle", () => {
    expect(words("غيّر اسمك")).toEqual(["غيّر"]);
    expect(words("غير متصل")).toEqual([]);
    expect(words("صوّت")).toEqual(["صوّت"]);
    expect(words("صوت واحد")).toEqual([]);
    expect(words("سجل النشاط")).toEqual([]);
    expect(words("سجّل دخولك")).toEqual(["سجّل"]);
    expect(words("سجل الدخول")).toEqual(["سجل"]);
  });

  it("leaves the forms that fit anyone alone", () => {
    expect(words("اكتبوا كذبة مقنعة")).toEqual([]);
    expect(words("صوّتوا")).toEqual([]);
    expect(words("اختاري فئة")).toEqual([]);
    expect(words("إرسال")).toEqual([]);
    expect(words("اختيار فئة")).toEqual([]);
    expect(words("إعادة المحاولة")).toEqual([]);
    expect(words("يمكنك تغيير اسمك")).toEqual([]);
    expect(words("يُرجى المحاولة مرة أخرى")).toEqual([]);
    expect(words("وضع الشاشة الكبيرة")).toEqual([]);
  });

  it("reads a damma after «أ» or «است» as the passive", () => {
    expect(words("استُخدم الرابط من قبل")).toEqual([]);
    expect(words("أُرسل التعليق")).toEqual([]);
    expect(words("أرسل التعليق")).toEqual(["أرسل"]);
    expect(words("حُدّث في 3 مارس")).toEqual([]);
    expect(words("حدّث الصفحة")).toEqual(["حدّث"]);
  });

  it("reads a verb followed by its subject as a past tense", () => {
    expect(words("عدّل المشرف الفئة «ألغاز»")).toEqual([]);
    expect(words("انضم مستخدم جديد: سارة")).toEqual([]);
    expect(words("لم يصوّت أحد")).toEqual([]);
    expect(words("عدّل الفئة")).toEqual(["عدّل"]);
  });

  it("flags the masculine jussive after «لا», not the passive", () => {
    expect(words("لا تنسَ الكود")).toEqual(["لا تنسَ"]);
    expect(words("لا تقلق")).toEqual(["لا تقلق"]);
    expect(words("سهرات لا تُنسى")).toEqual([]);
    expect(words("لا تنسوا الكود")).toEqual([]);
  });
});

describe("findSlips: register and year", () => {
  it("flags «مرة ثانية», «هذي» and «الحين», not their MSA forms", () => {
    expect(findSlips("حاول مرة ثانية")).toEqual([
      { word: "حاول", kind: "imperative" },
      { word: "مرة ثانية", kind: "register" },
    ]);
    expect(words("هذي الجولة")).toEqual(["هذي"]);
    expect(words("لهذي اللعبة بهذي الفئة للحين")).toEqual(["لهذي", "بهذي", "للحين"]);
    expect(words("غير متاح الحين")).toEqual(["الحين"]);
    expect(words("يُرجى المحاولة مرة أخرى، هذه الجولة متاحة الآن")).toEqual([]);
    expect(words("بعد ثانية واحدة")).toEqual([]);
  });

  it("flags a hard-coded copyright year", () => {
    expect(findSlips("© 2025 مجلس")).toEqual([{ word: "© 2025", kind: "year" }]);
    expect(findSlips("© مجلس")).toEqual([]);
  });

  it("judges the year a JSX footer takes: the clock's, not a constant's", () => {
    const footer = (year: string) => sourceTexts("f.tsx", `export const F = () => <p>© ${year} {SITE.name}. جميع الحقوق محفوظة.</p>;`);
    expect(footer("{SITE.copyrightYear}").flatMap((t) => findSlips(t.text))).toEqual([{ word: "© {SITE.copyrightYear}", kind: "year" }]);
    expect(footer("{new Date().getFullYear()}").flatMap((t) => findSlips(t.text))).toEqual([]);
    expect(footer("2025").flatMap((t) => findSlips(t.text))).toEqual([{ word: "© 2025", kind: "year" }]);
  });
});

describe("sourceTexts", () => {
  it("reads string literals, template parts and JSX text, not comments or identifiers", () => {
    const source = [
      "// اختر: a comment",
      'const a = "اختر فئة";',
      "const b = `اكتب ${name} هنا`;",
      "export const C = () => <button title='أرسل'>",
      "  صوّت",
      "</button>;",
    ].join("\n");
    const texts = sourceTexts("x.tsx", source);
    expect(texts.map((t) => t.line)).toEqual([2, 3, 3, 4, 5]);
    expect(texts.flatMap((t) => findSlips(t.text).map((s) => s.word))).toEqual(["اختر", "اكتب", "أرسل", "صوّت"]);
  });

  it("reads each line of other files", () => {
    expect(lineTexts('<title>x</title>\n<meta content="العب معنا">')).toEqual([{ line: 2, text: '<meta content="العب معنا">' }]);
  });
});

describe("findSlips: «تصير/تكون» and a masculine adjective", () => {
  it("flags a reader told they become something in the masculine", () => {
    expect(words("ليش تصير مميز؟")).toEqual(["تصير مميز"]);
    expect(words("لازم تكون متصل بالإنترنت")).toEqual(["تكون متصل"]);
    expect(words("عشان تكون جاهز")).toEqual(["تكون جاهز"]);
    expect(words("لتصبح مميزًا")).toEqual(["لتصبح مميزًا"]);
    expect(words("وتكون سعيد")).toEqual(["وتكون سعيد"]);
  });

  it("leaves the forms that fit anyone, and what is no adjective, alone", () => {
    expect(words("لماذا العضوية المميزة؟")).toEqual([]);
    expect(words("ليش تصيرين مميزة؟")).toEqual([]);
    expect(words("اللعبة تكون ممتعة")).toEqual([]);
    expect(words("عشان تكونون جاهزين")).toEqual([]);
    expect(words("تكون الغرفة مفتوحة")).toEqual([]);
    expect(words("تكون في الغرفة")).toEqual([]);
    expect(words("الجولة الأخيرة تصير أصعب")).toEqual([]);
    expect(words("قد تكون لك جولة")).toEqual([]);
  });
});

describe("applyAllowList", () => {
  const hit: Hit = { file: "worker/services/users.ts", line: 5, word: "انضم", kind: "imperative", text: "انضم مستخدم جديد: سارة" };

  it("drops an allowed hit, narrowed by its text, and reports entries that matched nothing", () => {
    const allowed = { file: hit.file, word: "انضم", text: "انضم مستخدم جديد", reason: "past tense" };
    const stale = { file: "web/src/x.ts", word: "اختر", reason: "gone" };
    expect(applyAllowList([hit], [allowed, stale])).toEqual({ hits: [], unused: [stale] });
    expect(applyAllowList([hit], [{ ...allowed, text: "غيره" }]).hits).toEqual([hit]);
  });

  it("compares the words without their vowels", () => {
    expect(normalizeWord("اخْتَرْ")).toBe("اختر");
    expect(applyAllowList([{ ...hit, word: "انضمّ" }], [{ file: hit.file, word: "انضم", reason: "past tense" }]).hits).toEqual([]);
  });
});

describe("feminine forms (issue 34)", () => {
  const kinds = (text: string) => findSlips(text).filter((s) => s.kind === "feminine").map((s) => s.word);

  it("finds the feminine plural imperatives and the group's feminine plurals", () => {
    expect(kinds("اكتبن إجابة مضللة تخدع الباقيات")).toEqual(["اكتبن", "الباقيات"]);
    expect(kinds("صوّتن على جوالاتكن")).toEqual(["صوّتن", "جوالاتكن"]);
    expect(kinds("انضممن إلى الغرفة، وادعين صاحباتكن")).toEqual(["انضممن", "وادعين"]);
    expect(kinds("لم تُتّهم أي لاعبة في هذه اللعبة، كلكن بريئات.")).toEqual(["كلكن"]);
  });

  it("leaves the everyday words alone", () => {
    for (const text of ["يمكنك اختيار نفسك", "لكن الوقت انتهى", "ممكن", "أماكن اللعب", "اكتبوا كذبة مقنعة", "صوّتوا للتعليق الأضحك"]) expect(kinds(text)).toEqual([]);
  });

  it("allows them only in a table's women side", () => {
    const source = [
      'const A = addressed({ hint: "صوّتوا للتعليق الأضحك" }, { hint: "صوّتن للتعليق الأضحك" });',
      'const B = { hint: "صوّتن للتعليق الأضحك" };',
      'const C = addressed({ note: "اكتبن" }, {});',
    ].join("\n");
    const texts = sourceTexts("x.ts", source);
    expect(texts.map((t) => [t.line, t.womenSide ?? false])).toEqual([
      [1, false],
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(texts.flatMap((t) => slipsOf(t).map((s) => `${t.line}:${s.word}`))).toEqual(["2:صوّتن", "3:اكتبن"]);
  });
});

describe("countSlips: a number beside a counted noun outside the plural helpers (issue 50)", () => {
  const found = (source: string, file = "x.tsx") => countSlips(file, source).map((s) => `${s.line}:${s.word}`);

  it("finds a JSX count followed by its noun", () => {
    expect(found("const A = () => <p>{c.postCount} مقال منشور</p>;")).toEqual(["1:{c.postCount} مقال"]);
    expect(found('const B = () => <Button>إضافة {queue.completed.length || ""} صورة</Button>;')).toEqual(['1:{queue.completed.length || ""} صورة']);
    expect(found("const C = () => <span>{wordCount(value)} كلمة</span>;")).toEqual(["1:{wordCount(value)} كلمة"]);
    expect(found("const D = () => <p>عرض {a} من {data.total} عملية دفع</p>;")).toEqual(["1:{data.total} عملية"]);
  });

  it("finds a template's count followed by its noun, and a sum with a string", () => {
    expect(found("const t = `تم إضافة ${result.added} صورة ميم بنجاح`;", "x.ts")).toEqual(["1:${result.added} صورة"]);
    expect(found("const t = `(${words} كلمة)`;", "x.ts")).toEqual(["1:${words} كلمة"]);
    expect(found('const t = count + " سؤال";', "x.ts")).toEqual(['1:count + "سؤال"']);
  });

  it("finds a noun that comes from an expression beside the count", () => {
    expect(found('const A = () => <b>{n} {content?.itemNoun ?? "سؤال"}</b>;')).toEqual(['1:{n} {content?.itemNoun ?? "سؤال"}']);
    expect(found('const B = () => <b>{n} {n === 1 ? "مقال" : "مقالات"}</b>;')).toEqual(['1:{n} {n === 1 ? "مقال" : "مقالات"}']);
  });

  it("leaves the plural helpers, names, constants and words that are not counted nouns alone", () => {
    expect(found("const A = () => <p>{countText(n, PICTURES)} جديدة</p>;")).toEqual([]);
    expect(found("const B = () => <p>{u.displayName} لاعب</p>;")).toEqual([]);
    expect(found("const t = `خلال آخر ${CONTENT_TRASH.retentionDays} يومًا`;", "x.ts")).toEqual([]);
    expect(found("const t = `النص لا يزيد عن ${L.searchMax} حرفًا`;", "x.ts")).toEqual([]);
    expect(found("const t = `الرقم ${assetNumber} مستخدم في طبقة`;", "x.ts")).toEqual([]);
    expect(found('const A = () => <p>{isCategory ? <Folder /> : <Tags />} {isCategory ? "تصنيف" : "وسم"}</p>;')).toEqual([]);
    expect(found("const t = `${n} ${forms[rule]}`;", "x.ts")).toEqual([]);
  });

  it("knows every form of every noun of schema/arabic-count.ts", () => {
    for (const noun of ["سؤال", "أسئلة", "سؤالًا", "صور", "لاعبين", "جولة", "نقاط", "ثانية"]) expect(found(`const t = \`\${n} ${noun}\`;`, "x.ts")).toHaveLength(1);
  });
});

