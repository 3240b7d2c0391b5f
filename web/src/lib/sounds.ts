// The big screen's sound, drawn with Web Audio (no files to fetch): a soft music bed for each
// phase (a slow arpeggio of sine notes) and short effects over it (a tick for a new phase, a pop
// for each beat of the reveal, a chime for the truth, a fanfare for the podium); the bed ducks
// under every effect. Silent until the page has been touched (browsers require it, and a TV
// should not start playing by itself) and whenever «كتم الصوت» is on; the device remembers it.
import { isMuted, setMuted as rememberMuted } from "./mute";

export { isMuted } from "./mute";

export type Effect = "phase" | "beat" | "truth" | "reveal" | "podium";
const NOTES: Record<Effect, [number, number][]> = {
  phase: [[660, 0.08]],
  beat: [[440, 0.09], [587, 0.14]],
  truth: [[523, 0.12], [659, 0.12], [784, 0.3]],
  reveal: [[523, 0.12], [784, 0.2]],
  podium: [[523, 0.12], [659, 0.12], [784, 0.12], [1047, 0.35]],
};

/** The beds: each phase's mood as a few notes (Hz) played in turn, and the time between them. */
export type Bed = "lobby" | "choosing" | "writing" | "voting" | "results" | "podium";
const BEDS: Record<Bed, { notes: number[]; stepSeconds: number }> = {
  lobby: { notes: [220, 277, 330, 277], stepSeconds: 0.9 },
  choosing: { notes: [247, 311, 370, 311], stepSeconds: 0.6 },
  writing: { notes: [196, 247, 294, 370, 294, 247], stepSeconds: 0.7 },
  voting: { notes: [220, 262, 330, 392, 330, 262], stepSeconds: 0.5 },
  results: { notes: [262, 330, 392, 523], stepSeconds: 0.8 },
  podium: { notes: [262, 330, 392, 523, 392, 330], stepSeconds: 0.45 },
};
const BED_LEVEL = 0.05;
const DUCKED_LEVEL = 0.012;
/** How far ahead the bed's notes are scheduled, in seconds (a timer drives it four times a second). */
const LOOKAHEAD = 1;

let context: AudioContext | null = null;
let bedGain: GainNode | null = null;
let bed: Bed | null = null;
let nextNoteAt = 0;
let step = 0;
let scheduler: ReturnType<typeof setInterval> | undefined;

/**
 * What the page's sound is now, for the words of the TV's sound button: "locked" until
 * a touch has let the audio start (or while the browser holds it suspended), "muted" when «كتم
 * الصوت» is on, "on" when it plays.
 */
export type SoundState = "locked" | "muted" | "on";

const soundListeners = new Set<() => void>();
const tellSound = () => soundListeners.forEach((listener) => listener());

export function soundState(): SoundState {
  if (!context || context.state !== "running") return "locked";
  return isMuted() ? "muted" : "on";
}

/** Calls `listener` whenever soundState() may have changed; returns the unsubscribe. */
export function onSoundState(listener: () => void): () => void {
  soundListeners.add(listener);
  return () => void soundListeners.delete(listener);
}

/** Called from a tap, click or key press: the one moment a browser lets a page start its audio. */
export function unlockSound(): void {
  if (!context && typeof AudioContext !== "undefined") {
    context = new AudioContext();
    bedGain = context.createGain();
    bedGain.gain.value = isMuted() ? 0 : BED_LEVEL;
    bedGain.connect(context.destination);
    // The browser may suspend it again (a tab in the background, an interrupted output).
    context.addEventListener("statechange", tellSound);
  }
  // Refused (no user activation yet): still locked, and the button says so.
  void context?.resume().then(() => {
    startBed();
    tellSound();
  }, tellSound);
}

const audible = () => !!context && context.state === "running" && !isMuted();

function scheduleBed(): void {
  if (!context || !bedGain || !bed || !audible()) return;
  const { notes, stepSeconds } = BEDS[bed];
  if (nextNoteAt < context.currentTime) nextNoteAt = context.currentTime + 0.05;
  while (nextNoteAt < context.currentTime + LOOKAHEAD) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = "sine";
    osc.frequency.value = notes[step++ % notes.length];
    // A slow swell and fade: a pad, not a beep.
    gain.gain.setValueAtTime(0.0001, nextNoteAt);
    gain.gain.exponentialRampToValueAtTime(1, nextNoteAt + stepSeconds * 0.4);
    gain.gain.exponentialRampToValueAtTime(0.0001, nextNoteAt + stepSeconds * 1.8);
    osc.connect(gain).connect(bedGain);
    osc.start(nextNoteAt);
    osc.stop(nextNoteAt + stepSeconds * 1.9);
    nextNoteAt += stepSeconds;
  }
}

function startBed(): void {
  clearInterval(scheduler);
  if (!bed || !audible()) return;
  scheduleBed();
  scheduler = setInterval(scheduleBed, 250);
}

/** The phase's bed from now on (null: silence). It starts only once the page was touched. */
export function setBed(next: Bed | null): void {
  if (next === bed) return;
  bed = next;
  step = 0;
  startBed();
}

/** «كتم الصوت»: remembered on the device; the bed stops at once and comes back when unmuted. */
export function setMuted(muted: boolean): void {
  rememberMuted(muted);
  tellSound();
  if (bedGain && context) bedGain.gain.setValueAtTime(muted ? 0 : BED_LEVEL, context.currentTime);
  if (muted) clearInterval(scheduler);
  else startBed();
}

export function play(effect: Effect): void {
  if (!context || !audible()) return;
  let at = context.currentTime;
  const length = NOTES[effect].reduce((sum, [, seconds]) => sum + seconds * 0.9, 0);
  // Duck the bed under the effect, then bring it back.
  if (bedGain) {
    bedGain.gain.cancelScheduledValues(at);
    bedGain.gain.setValueAtTime(bedGain.gain.value, at);
    bedGain.gain.linearRampToValueAtTime(DUCKED_LEVEL, at + 0.05);
    bedGain.gain.setValueAtTime(DUCKED_LEVEL, at + length + 0.1);
    bedGain.gain.linearRampToValueAtTime(BED_LEVEL, at + length + 0.6);
  }
  for (const [frequency, seconds] of NOTES[effect]) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = "triangle";
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
    osc.connect(gain).connect(context.destination);
    osc.start(at);
    osc.stop(at + seconds + 0.02);
    at += seconds * 0.9;
  }
}

/** A short buzz on phones at a phase change, where the device has one. */
export function buzz(): void {
  if (!isMuted()) navigator.vibrate?.(40);
}
