// Short sound effects drawn with Web Audio (no files to fetch): a tick for a new phase, a chime
// for the reveal, a fanfare for the podium. Silent until the page has been touched (browsers
// require it) and whenever «كتم الصوت» is on; the choice is remembered on the device.
import { isMuted } from "../../lib/mute";

export { isMuted, setMuted } from "../../lib/mute";
type Effect = "phase" | "reveal" | "podium";
const NOTES: Record<Effect, [number, number][]> = {
  phase: [[660, 0.08]],
  reveal: [[523, 0.12], [784, 0.2]],
  podium: [[523, 0.12], [659, 0.12], [784, 0.12], [1047, 0.35]],
};

let context: AudioContext | null = null;

/** Called from a tap or click: the one moment a browser lets a page start its audio. */
export function unlockSound(): void {
  if (!context && typeof AudioContext !== "undefined") context = new AudioContext();
  void context?.resume();
}

export function play(effect: Effect): void {
  if (!context || context.state !== "running" || isMuted()) return;
  let at = context.currentTime;
  for (const [frequency, length] of NOTES[effect]) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = "triangle";
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(gain).connect(context.destination);
    osc.start(at);
    osc.stop(at + length + 0.02);
    at += length * 0.9;
  }
}

/** A short buzz on phones at a phase change, where the device has one. */
export function buzz(): void {
  if (!isMuted()) navigator.vibrate?.(40);
}
