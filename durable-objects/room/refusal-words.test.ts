import { describe, expect, it } from "vitest";
import { refusalWords } from "./refusal-words";

describe("a refusal's words in a women's room", () => {
  it("names the host and players in the feminine, and leaves the room's others as written", () => {
    const cases: [string, string][] = [
      ["بدء اللعبة لمشرف الغرفة فقط", "بدء اللعبة لمشرفة الغرفة فقط"],
      ["لم يقبل مشرف الغرفة طلب انضمامك بهذا الاسم.", "لم تقبل مشرفة الغرفة طلب انضمامك بهذا الاسم."],
      ["أخفى مضيف الغرفة ما كتبته في هذه الجولة", "أخفت مضيفة الغرفة ما كتبته في هذه الجولة"],
      ["انتهت الغرفة بقرار من مشرفها", "انتهت الغرفة بقرار من مشرفتها"],
      ["بانتظار موافقة المشرف", "بانتظار موافقة المشرفة"],
      ["لا يمكن إخراج هذا اللاعب", "لا يمكن إخراج هذه اللاعبة"],
      ["هوية اللاعب لا تطابق الاتصال", "هوية اللاعبة لا تطابق الاتصال"],
      ["عدد اللاعبين غير كافٍ", "عدد اللاعبات غير كافٍ"],
      ["هذا الاتصال للاعبين؛ الشاشة الكبيرة والجمهور يتصلون من صفحاتهم", "هذا الاتصال للاعبات؛ الشاشة الكبيرة والجمهور يتصلون من صفحاتهم"],
      ["يلزم اختيار لاعب للتصويت", "يلزم اختيار لاعبة للتصويت"],
      // The platform's moderators are not the room's people.
      ["أخفى المشرفون هذه الحزمة، فلا يمكن لعبها", "أخفى المشرفون هذه الحزمة، فلا يمكن لعبها"],
    ];
    for (const [everyone, women] of cases) {
      expect(refusalWords(everyone, "women")).toBe(women);
      expect(refusalWords(everyone, "everyone")).toBe(everyone);
      expect(refusalWords(everyone, undefined)).toBe(everyone);
    }
  });
});
