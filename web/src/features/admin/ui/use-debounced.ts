// A value that follows another once it stops changing for a moment: search boxes
// ask the server when typing pauses, not on every key.
import { useEffect, useState } from "react";
import { ADMIN_SEARCH_DELAY_MS } from "../../../../../schema/limits";

export function useDebounced<T>(value: T, delayMs = ADMIN_SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
