import { afterEach, describe, expect, it, vi } from "vitest";
import { FULL_CSS_WAIT_MS, fullStylesheetArrived } from "./full-css";

/** A <link data-full-css> as far as the wait reads it: its sheet, and its load and error events. */
class FakeLink {
  sheet: object | null = null;
  private listeners = new Map<string, () => void>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  fire(type: "load" | "error") {
    if (type === "load") this.sheet = {};
    this.listeners.get(type)?.();
  }
}

function pageWith(links: FakeLink[]) {
  vi.stubGlobal("document", { querySelectorAll: () => links });
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the app waits for the page's full stylesheet", () => {
  it("goes at once when the page has no such sheet, or it has arrived", async () => {
    vi.useFakeTimers();
    pageWith([]);
    expect(await settled(fullStylesheetArrived())).toBe(true);
    const loaded = new FakeLink();
    loaded.sheet = {};
    pageWith([loaded]);
    expect(await settled(fullStylesheetArrived())).toBe(true);
  });

  it("waits for the sheet to load, or to fail", async () => {
    vi.useFakeTimers();
    for (const outcome of ["load", "error"] as const) {
      const link = new FakeLink();
      pageWith([link]);
      const wait = fullStylesheetArrived();
      expect(await settled(wait)).toBe(false);
      link.fire(outcome);
      expect(await settled(wait)).toBe(true);
    }
  });

  it("starts anyway once its longest wait has passed", async () => {
    vi.useFakeTimers();
    pageWith([new FakeLink()]);
    const wait = fullStylesheetArrived();
    await vi.advanceTimersByTimeAsync(FULL_CSS_WAIT_MS - 1);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });
});
