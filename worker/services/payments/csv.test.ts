import { describe, expect, it } from "vitest";
import { csvField, csvLine } from "./csv";

describe("payments CSV", () => {
  it("quotes fields with commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvField("أحمد")).toBe("أحمد");
    expect(csvField("باقة، شهر")).toBe("باقة، شهر");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('قال "مرحبا"')).toBe('"قال ""مرحبا"""');
    expect(csvField("سطر\nثان")).toBe('"سطر\nثان"');
    expect(csvField(null)).toBe("");
    expect(csvField(14.5)).toBe("14.5");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(\"x\")")).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("+966")).toBe("'+966");
    expect(csvField("@sum")).toBe("'@sum");
    expect(csvField(-5)).toBe("-5");
  });

  it("ends each record with CRLF", () => {
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });
});
