// The wording check's women-side rule (issue 43): a text table's women side refuses the masculine
// and group forms a women's gathering must not read; everyone's side keeps them.
import { describe, expect, it } from "vitest";
import { masculineInWomenSide, slipsOf, sourceTexts } from "./wording-rules";

const table = (women: string) => `
import { addressed } from "../schema/address";
export const T = addressed({ a: "اكتبوا إجابتكم يا اللاعبين", b: "مشرف الغرفة" }, { ${women} });
`;

describe("masculine forms in a women side", () => {
  it("refuses a masculine plural imperative, «اللاعبين», «مشرف» and «واحد» in a women side", () => {
    const texts = sourceTexts("x.ts", table(`a: "اكتبوا إجابتكن يا اللاعبين", b: "مشرف الغرفة", c: "مين أكثر واحد؟"`));
    const words = texts.flatMap((t) => slipsOf(t).filter((s) => s.kind === "women").map((s) => s.word));
    expect(words).toEqual(["اكتبوا", "اللاعبين", "مشرف", "واحد"]);
  });

  it("lets the feminine forms pass, and leaves everyone's side alone", () => {
    const texts = sourceTexts("x.ts", table(`a: "اكتبن إجاباتكن يا اللاعبات", b: "مشرفة الغرفة"`));
    expect(texts.flatMap((t) => slipsOf(t))).toEqual([]);
  });

  it("refuses the TV panel's «غير متصل» and «لاعب», and a way out's «مشرفها», «للمشرف» and «أحدهم»", () => {
    expect(masculineInWomenSide("غير متصل").map((s) => s.word)).toEqual(["متصل"]);
    expect(masculineInWomenSide("تم إخراجك بقرار من مشرفها حتى يخرج أحدهم، للمشرف فقط، لاعب").map((s) => s.word)).toEqual(["مشرفها", "أحدهم", "للمشرف", "لاعب"]);
    expect(masculineInWomenSide("غير متصلة، بقرار من مشرفتها حتى تخرج إحداهن، للمشرفة فقط، لاعبة")).toEqual([]);
  });

  it("finds a form behind a clinging «و» or «ف», with its marks", () => {
    expect(masculineInWomenSide("وصوّتوا لمفضّلكم").map((s) => s.word)).toEqual(["وصوّتوا", "لمفضّلكم"]);
    expect(masculineInWomenSide("صوّتن لمفضّلتكن")).toEqual([]);
  });
});
