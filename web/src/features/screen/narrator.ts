// The TV's narrator: where the TV's browser has an Arabic voice (speechSynthesis with a
// voice whose lang starts with "ar"), it may read the round's question and the reveal's lines
// aloud. Off by default, remembered on the device; with no Arabic voice it is off and its switch
// is not shown (a voice of another language reading Arabic is noise).
import { useEffect, useState, useSyncExternalStore } from "react";
import type { GameView } from "../../../../schema/protocol";
import { useStartSettled } from "../../runtime/hydrate-later";

const NARRATOR_KEY = "majlis:narrator";

/** The browser's first Arabic voice, or null (no speechSynthesis, or no Arabic voice installed). */
export function arabicVoice(voices: readonly Pick<SpeechSynthesisVoice, "lang">[] | null = null): SpeechSynthesisVoice | null {
  const list = voices ?? (typeof speechSynthesis === "undefined" ? [] : speechSynthesis.getVoices());
  return (list.find((v) => v.lang.toLowerCase().startsWith("ar")) as SpeechSynthesisVoice | undefined) ?? null;
}

/**
 * The Arabic voice, looked up again when the browser's voices arrive (they load after the page).
 * Not before the TV's start has settled: the browser's first touch of `speechSynthesis` starts its
 * speech engine, the longest single call of the start, and nothing is read aloud in the lobby.
 */
export function useArabicVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);
  const settled = useStartSettled();
  useEffect(() => {
    if (!settled || typeof speechSynthesis === "undefined") return;
    const look = () => setVoice(arabicVoice());
    look();
    speechSynthesis.addEventListener("voiceschanged", look);
    return () => speechSynthesis.removeEventListener("voiceschanged", look);
  }, [settled]);
  return voice;
}

const listeners = new Set<() => void>();

export function narratorOn(): boolean {
  try {
    return localStorage.getItem(NARRATOR_KEY) === "1";
  } catch {
    return false;
  }
}

export function setNarratorOn(on: boolean): void {
  try {
    localStorage.setItem(NARRATOR_KEY, on ? "1" : "0");
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (!on && typeof speechSynthesis !== "undefined") speechSynthesis.cancel();
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the narrator is on (the device's choice); false on the worker's first frame. */
export function useNarratorOn(): boolean {
  return useSyncExternalStore(subscribe, narratorOn, () => false);
}

/** The question the round asks, as the TV shows it: trivia's and most likely's question, «عنّا»'s subject's question. */
export function questionOf(game: GameView | null): string | null {
  if (!game) return null;
  const view = game as { currentQuestion?: { content?: string } | null; subjectQuestion?: string | null };
  return view.currentQuestion?.content ?? view.subjectQuestion ?? null;
}

/** Reads `text` with the Arabic voice, after what is being read (a line is never cut off by the next). */
export function say(text: string, voice: SpeechSynthesisVoice): void {
  const line = text.trim();
  if (!line || typeof speechSynthesis === "undefined") return;
  const utterance = new SpeechSynthesisUtterance(line);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  speechSynthesis.speak(utterance);
}

/**
 * Reads the question once when it comes, and each reveal line as its beat comes, while the
 * narrator is on and an Arabic voice exists. `line` is the beat's line (the games' reveal lines).
 */
export function useNarration(voice: SpeechSynthesisVoice | null, on: boolean, question: string | null, line: string | null): void {
  useEffect(() => {
    if (voice && on && question) say(question, voice);
  }, [voice, on, question]);
  useEffect(() => {
    if (voice && on && line) say(line, voice);
  }, [voice, on, line]);
  useEffect(() => () => void (typeof speechSynthesis !== "undefined" && speechSynthesis.cancel()), []);
}
