// The one mechanism for how a room speaks (issue 34): a text table's women side overrides only
// the texts it names, at any depth, and the room's form picks the side.
import { describe, expect, it } from "vitest";
import { addressed, spokenPrompt, textsFor } from "./address";

const TABLE = addressed(
  { voting: { title: "على مين ينطبق أكثر؟", hint: "صوّتوا لأحد اللاعبين" }, wait: (n: string) => `بانتظار ${n}`, count: 3 },
  { voting: { hint: "صوّتن لإحدى اللاعبات" } },
);

describe("address forms", () => {
  it("a women's room reads the women side, with everything it does not name from everyone's", () => {
    const women = textsFor(TABLE, "women");
    expect(women.voting).toEqual({ title: "على مين ينطبق أكثر؟", hint: "صوّتن لإحدى اللاعبات" });
    expect(women.wait("سارة")).toBe("بانتظار سارة");
    expect(women.count).toBe(3);
  });

  it("everyone, an absent form and an unknown one read everyone's side, untouched", () => {
    for (const form of ["everyone", undefined, null, "men"] as never[]) expect(textsFor(TABLE, form).voting.hint).toBe("صوّتوا لأحد اللاعبين");
    expect(TABLE.everyone.voting.hint).toBe("صوّتوا لأحد اللاعبين");
  });

  it("merges once: the same object every time", () => {
    expect(textsFor(TABLE, "women")).toBe(textsFor(TABLE, "women"));
  });

  it("a prompt is said in its feminine form to women, when it has one", () => {
    const prompt = { content: "مين أكثر واحد يسهر؟", feminine: "مين أكثر وحدة تسهر؟" };
    expect(spokenPrompt(prompt, "women")).toBe("مين أكثر وحدة تسهر؟");
    expect(spokenPrompt(prompt, "everyone")).toBe("مين أكثر واحد يسهر؟");
    expect(spokenPrompt({ content: "مين أكثر واحد يسهر؟", feminine: null }, "women")).toBe("مين أكثر واحد يسهر؟");
    expect(spokenPrompt({ content: "مين أكثر واحد يسهر؟", feminine: "" }, "women")).toBe("مين أكثر واحد يسهر؟");
  });
});
