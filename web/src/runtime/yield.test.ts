import { describe, expect, it } from "vitest";
import { inNextTask, yieldToMain } from "./yield";

describe("the app's start steps", () => {
  it("yieldToMain resumes in a later task: a timer queued before it has run", async () => {
    const ran: string[] = [];
    setTimeout(() => ran.push("timer"), 0);
    await yieldToMain();
    ran.push("after yield");
    expect(ran).toEqual(["timer", "after yield"]);
  });

  it("inNextTask hands a loaded module over a task later, unchanged", async () => {
    const module = { default: "route" };
    const ran: string[] = [];
    const handed = inNextTask(Promise.resolve(module)).then((m) => {
      ran.push("handed");
      return m;
    });
    setTimeout(() => ran.push("timer"), 0);
    await Promise.resolve();
    await Promise.resolve();
    expect(ran).toEqual([]);
    expect(await handed).toBe(module);
    expect(ran).toEqual(["timer", "handed"]);
  });
});
