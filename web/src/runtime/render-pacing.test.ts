import { options } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import { renderInMicrotasks, renderInTasks } from "./render-pacing";

describe("the start's paced renders", () => {
  afterEach(() => renderInMicrotasks());

  it("while the app starts, a render Preact asks for runs in a later task, after a timer queued before it", async () => {
    renderInTasks();
    const ran: string[] = [];
    setTimeout(() => ran.push("timer"), 0);
    const rendered = new Promise<void>((resolve) => options.debounceRendering!(() => (ran.push("render"), resolve())));
    await Promise.resolve();
    expect(ran).toEqual([]);
    await rendered;
    expect(ran).toEqual(["timer", "render"]);
  });

  it("once the start is over, Preact's own scheduling is back", () => {
    const own = options.debounceRendering;
    renderInTasks();
    expect(options.debounceRendering).not.toBe(own);
    renderInTasks();
    renderInMicrotasks();
    expect(options.debounceRendering).toBe(own);
  });
});
