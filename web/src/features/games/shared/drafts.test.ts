import { describe, expect, it } from "vitest";
import { clearDraft, DRAFT_MAX_AGE_MS, pruneDrafts, readDraft, writeDraft, type DraftStore } from "./drafts";

function memoryStore(): DraftStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe("drafts", () => {
  it("keeps a draft per room, phase and field, and restores it", () => {
    const store = memoryStore();
    writeDraft(store, "abc123", "writing#3", "answer", "كذبة", 1000);
    writeDraft(store, "ABC123", "writing#3", "caption-1", "تعليق", 1000);
    expect(readDraft(store, "ABC123", "writing#3", "answer", 2000)).toBe("كذبة");
    expect(readDraft(store, "abc123", "writing#3", "caption-1", 2000)).toBe("تعليق");
    expect(readDraft(store, "ABC123", "writing#5", "answer", 2000)).toBe("");
    expect(readDraft(store, "XYZ999", "writing#3", "answer", 2000)).toBe("");
  });

  it("an empty text or a sent one leaves no draft", () => {
    const store = memoryStore();
    writeDraft(store, "ABC123", "writing#3", "answer", "x");
    writeDraft(store, "ABC123", "writing#3", "answer", "");
    expect(store.map.size).toBe(0);
    writeDraft(store, "ABC123", "writing#3", "answer", "y");
    clearDraft(store, "ABC123", "writing#3", "answer");
    expect(store.map.size).toBe(0);
  });

  it("a new phase drops the room's other drafts, not other rooms' nor its own", () => {
    const store = memoryStore();
    writeDraft(store, "ABC123", "writing#3", "answer", "old", 1000);
    writeDraft(store, "ABC123", "voting#4", "answer", "now", 1000);
    writeDraft(store, "OTHER1", "writing#3", "answer", "theirs", 1000);
    pruneDrafts(store, "ABC123", "voting#4", 2000);
    expect(readDraft(store, "ABC123", "writing#3", "answer", 2000)).toBe("");
    expect(readDraft(store, "ABC123", "voting#4", "answer", 2000)).toBe("now");
    expect(readDraft(store, "OTHER1", "writing#3", "answer", 2000)).toBe("theirs");
  });

  it("forgets drafts past a day, and damaged ones", () => {
    const store = memoryStore();
    writeDraft(store, "ABC123", "writing#3", "answer", "old", 0);
    expect(readDraft(store, "ABC123", "writing#3", "answer", DRAFT_MAX_AGE_MS + 1)).toBe("");
    store.map.set("majlis:draft:ABC123|writing#3|x", "{not json");
    pruneDrafts(store, "ZZZ999", null, DRAFT_MAX_AGE_MS + 1);
    expect(store.map.size).toBe(0);
  });

  it("a storage that throws never breaks the page", () => {
    const broken: DraftStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
      key: () => null,
      length: 0,
    };
    expect(() => writeDraft(broken, "A", "p", "f", "x")).not.toThrow();
    expect(readDraft(broken, "A", "p", "f")).toBe("");
    expect(() => pruneDrafts(broken, "A", null)).not.toThrow();
  });
});
