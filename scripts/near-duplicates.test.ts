import { describe, expect, it } from "vitest";
import { compareQuestions, findNearDuplicates, keyWords, mentions, stem } from "./near-duplicates";

const q = (content: string, correctAnswer: string, place = "رياضة وألعاب", more: { alternativeAnswer1?: string } = {}) => ({ content, correctAnswer, place, ...more });

describe("near-duplicate questions", () => {
  it("finds the same fact asked twice in other words, across subcategories (Egypt at the 1934 World Cup)", () => {
    const easy = q("ما أول منتخب عربي شارك في نهائيات كأس العالم، وكان ذلك عام 1934؟", "مصر", "سهلة: ثقافة عامة");
    const sports = q("أي منتخب عربي كان أول من شارك في كأس العالم، عام 1934؟", "مصر");
    expect(compareQuestions(easy, sports)).toMatchObject({ kind: "same-fact", answer: "مصر" });
  });

  it("compares answers as the room does: the article, alef forms and an alternative spelling meet", () => {
    const a = q("ما المنتخب الذي فاز بأول نسخة من كأس العالم عام 1930؟", "الأوروغواي");
    const b = q("أي بلد فاز بأول كأس عالم لكرة القدم عام 1930؟", "اوروغواي");
    expect(compareQuestions(a, b)?.kind).toBe("same-fact");
  });

  it("finds a question that hands over another's answer when both speak of the same thing", () => {
    const siege = q("كم يومًا دام حصار محمد الفاتح للقسطنطينية عام 1453؟", "53", "غرائب التاريخ");
    const conquest = q("في أي عام ميلادي فتح السلطان محمد الفاتح القسطنطينية؟", "1453", "سهلة: ثقافة عامة");
    expect(compareQuestions(siege, conquest)).toMatchObject({ kind: "gives-away", a: siege, b: conquest, answer: "1453" });
    const war = q("كم دقيقة تقريبًا دامت الحرب الإنجليزية الزنجبارية عام 1896، أقصر حرب في التاريخ؟", "38");
    const enemy = q("ضد من خاضت بريطانيا عام 1896 أقصر حرب في التاريخ، ولم تدم ساعة؟", "زنجبار", "x", { alternativeAnswer1: "سلطنة زنجبار" });
    expect(compareQuestions(war, enemy)).toMatchObject({ kind: "gives-away", a: war, b: enemy });
  });

  it("leaves alone one answer to two different facts, and a shared word without a shared answer", () => {
    // Both «الصين», one key word in common («اليابان») is not the same fact.
    expect(compareQuestions(q("من أي بلد جاء حساء «الرامن» قبل أن تشتهر به اليابان؟", "الصين"), q("من أي بلد جاءت «ماتشا» قبل أن يعرفها اليابانيون؟", "الصين"))).toBeNull();
    expect(compareQuestions(q("كم حفرة في ملعب الغولف القياسي؟", "18"), q("كم لاعبًا في ملعب كرة القدم لكل فريق؟", "11"))).toBeNull();
    // Numbers of the question that are not the other's answer give nothing away.
    expect(compareQuestions(q("من فاز بكأس العالم عام 1930 في مونتيفيديو؟", "الأوروغواي"), q("كم منتخبًا شارك في كأس العالم عام 1930 في مونتيفيديو؟", "13"))).toBeNull();
  });

  it("normalises and stems Arabic words before comparing", () => {
    expect(stem("بالقسطنطينية")).toBe(stem("القسطنطينية"));
    expect(stem("المنتخبات")).toBe("منتخب");
    expect([...keyWords("ما أول منتخب عربي شارك في كأس العالم عام 1934؟")].sort()).toEqual(["1934", "شارك", "عرب", "كاس", "منتخب"].sort());
    expect(mentions("من أسس جامع القرويين في فاس؟", "القرويين")).toBe(true);
    expect(mentions("من أسس جامع «القَرَوِيّين» في فاس؟", "قرويين")).toBe(true);
    expect(mentions("كم عمر الجامع؟", "القرويين")).toBe(false);
  });

  it("lists each pair once", () => {
    const list = [
      q("ما أول منتخب عربي شارك في كأس العالم عام 1934؟", "مصر"),
      q("أي منتخب عربي شارك أول مرة في كأس العالم عام 1934؟", "مصر"),
      q("ما عاصمة أستراليا؟", "كانبرا"),
    ];
    expect(findNearDuplicates(list)).toHaveLength(1);
  });
});
