import { describe, expect, it } from "vitest";
import { numberHistoryEntry } from "./history-entry";

function fakeHistory(state: unknown) {
  const writes: unknown[] = [];
  const history = {
    state,
    replaceState(next: unknown) {
      writes.push(next);
      history.state = next;
    },
  };
  return { history, writes };
}

describe("numbering the start's history entry", () => {
  it("numbers a fresh entry 0, as the router's own first draw would", () => {
    const { history, writes } = fakeHistory(null);
    numberHistoryEntry(history);
    expect(writes).toEqual([{ idx: 0 }]);
  });

  it("keeps what the entry holds", () => {
    const { history } = fakeHistory({ usr: { from: "/" }, key: "k1" });
    numberHistoryEntry(history);
    expect(history.state).toEqual({ usr: { from: "/" }, key: "k1", idx: 0 });
  });

  it("leaves an entry the router already numbered (a reload, a return with the back button)", () => {
    const { history, writes } = fakeHistory({ idx: 3, key: "k2" });
    numberHistoryEntry(history);
    expect(writes).toEqual([]);
  });
});
