// Nothing typed is lost: a lie or caption typed but not sent is kept on the
// device, per room code, phase (name#phaseSeq) and field, so a reload, a sleep or a dropped
// connection brings it back into the input. It goes when it is sent (the room confirmed
// it), when its phase is over (the next phase prunes the room's other drafts), and in any
// case after a day. Pure over a Storage-like object, so it is tested without a browser.

/** Ours: a draft older than this is dropped whatever its room (a room lives a day by default). */
export const DRAFT_MAX_AGE_MS = 24 * 3_600_000;
const PREFIX = "majlis:draft:";

export type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const keyOf = (code: string, phase: string, field: string) => `${PREFIX}${code.toUpperCase()}|${phase}|${field}`;

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback; // private mode or a full quota: only the convenience is lost
  }
}

export function readDraft(store: DraftStore, code: string, phase: string, field: string, now = Date.now()): string {
  return safe(() => {
    const raw = store.getItem(keyOf(code, phase, field));
    if (!raw) return "";
    const saved = JSON.parse(raw) as { text?: unknown; at?: unknown };
    if (typeof saved.text !== "string" || typeof saved.at !== "number" || now - saved.at > DRAFT_MAX_AGE_MS) return "";
    return saved.text;
  }, "");
}

/** Keeps the text; an empty one removes the draft. */
export function writeDraft(store: DraftStore, code: string, phase: string, field: string, text: string, now = Date.now()): void {
  safe(() => (text ? store.setItem(keyOf(code, phase, field), JSON.stringify({ text, at: now })) : store.removeItem(keyOf(code, phase, field))), undefined);
}

export function clearDraft(store: DraftStore, code: string, phase: string, field: string): void {
  safe(() => store.removeItem(keyOf(code, phase, field)), undefined);
}

/** Drops this room's drafts of every other phase, and any draft past its age. */
export function pruneDrafts(store: DraftStore, code: string, currentPhase: string | null, now = Date.now()): void {
  safe(() => {
    const room = `${PREFIX}${code.toUpperCase()}|`;
    const gone: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const otherPhase = key.startsWith(room) && (currentPhase === null || !key.startsWith(`${room}${currentPhase}|`));
      let old = false;
      try {
        old = now - (JSON.parse(store.getItem(key) ?? "{}") as { at?: number }).at! > DRAFT_MAX_AGE_MS || false;
      } catch {
        old = true;
      }
      if (otherPhase || old) gone.push(key);
    }
    for (const key of gone) store.removeItem(key);
  }, undefined);
}
