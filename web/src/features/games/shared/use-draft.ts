// The text of one input kept as a draft on the device (drafts.ts): restored on mount,
// saved as it is typed, cleared once the room confirms it.
import { useCallback, useEffect, useState } from "react";
import { clearDraft, pruneDrafts, readDraft, writeDraft, type DraftStore } from "./drafts";

const storage = (): DraftStore | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function useDraft(code: string, phase: string, field: string, sent: boolean): [string, (text: string) => void] {
  const [text, setText] = useState(() => {
    const store = storage();
    return store && !sent ? readDraft(store, code, phase, field) : "";
  });
  const update = useCallback(
    (next: string) => {
      setText(next);
      const store = storage();
      if (store) writeDraft(store, code, phase, field, next);
    },
    [code, phase, field],
  );
  useEffect(() => {
    const store = storage();
    if (sent && store) clearDraft(store, code, phase, field);
  }, [sent, code, phase, field]);
  return [text, update];
}

/** A phase began: the room's drafts of the phases before it are over. Nothing is pruned while the phase is not known yet (a reload). */
export function usePruneDrafts(code: string, phase: string | null) {
  useEffect(() => {
    const store = storage();
    if (store && phase) pruneDrafts(store, code, phase);
  }, [code, phase]);
}
