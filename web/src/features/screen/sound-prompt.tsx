// The TV's sound, saying what it does. Browsers start no audio until the page is
// touched, and nobody touches a TV: until then a big button, focused so a remote's OK key presses
// it, says «اضغطوا لتشغيل الصوت» (to women «اضغطن»). The header's sound button names the real state (locked, on, or
// muted), and beside it the narrator's switch shows only where the browser has an Arabic voice.
import { Mic, MicOff, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { textsFor, type AddressForm } from "../../../../schema/address";
import { cx } from "../../ui/cx";
import { SCREEN_TEXT_TABLE } from "../games/stage-kit/texts";
import { setNarratorOn, useNarratorOn } from "./narrator";
import { onSoundState, setMuted, soundState, unlockSound, type SoundState } from "../../lib/sounds";

export const SOUND_TEXTS = {
  /** The header's button: what pressing it does, in each state. */
  button: { locked: "تشغيل الصوت", on: "كتم الصوت", muted: "إلغاء كتم الصوت" },
  /** The state itself, for assistive technology and the tests. */
  state: { locked: "الصوت متوقف", on: "الصوت يعمل", muted: "الصوت مكتوم" },
  narratorOn: "إيقاف الراوي",
  narratorOff: "تشغيل الراوي",
} as const;

/** The page's sound state; "locked" on the worker's first frame (no audio has started there). */
export function useSoundState(): SoundState {
  return useSyncExternalStore(onSoundState, soundState, () => "locked");
}

/** Starts the sound from a press: the touch unlocks the audio and the sound is on. */
function turnOn() {
  setMuted(false);
  unlockSound();
}

/**
 * «اضغطوا لتشغيل الصوت»: in the header's corner beside the sound button until the sound has
 * started, focused on load. It takes its own place in the header (never over the stage or the
 * players' row), and stays big and gold so it reads across a room.
 */
export function SoundPrompt({ form }: { form: AddressForm | undefined }) {
  const state = useSoundState();
  const button = useRef<HTMLButtonElement>(null);
  const locked = state === "locked";
  useEffect(() => {
    // A remote moves focus with its arrows and presses with OK: the prompt is where focus starts.
    if (locked) button.current?.focus({ preventScroll: true });
  }, [locked]);
  if (!locked) return null;
  return (
    <button
      ref={button}
      type="button"
      // In the worker's drawn lobby too, before the app runs: the browser focuses it as the page loads.
      autoFocus
      onClick={turnOn}
      className="screen-reveal inline-flex min-h-[5.5rem] shrink-0 items-center gap-4 whitespace-nowrap rounded-full bg-gold-300 px-9 py-3 text-[2rem] font-bold text-night-950 shadow-2xl ring-8 ring-gold-300/30 focus-visible:outline-none focus-visible:ring-white"
      data-testid="sound-prompt"
    >
      <Volume2 aria-hidden="true" className="size-[1.2em]" />
      {textsFor(SCREEN_TEXT_TABLE, form).soundPrompt}
    </button>
  );
}

/** The header's sound button: its words say what a press does, its state is named for screen readers. */
export function SoundToggle({ big }: { big: boolean }) {
  const state = useSoundState();
  const Icon = state === "on" ? Volume2 : VolumeX;
  return (
    <button
      type="button"
      onClick={() => (state === "on" ? setMuted(true) : turnOn())}
      className={cx("inline-flex min-h-11 shrink-0 items-center gap-3 whitespace-nowrap rounded-full bg-white/10 px-5 font-bold hover:bg-white/15", big ? "py-2 text-[1.5rem]" : "text-base")}
      data-testid="sound-toggle"
      data-sound-state={state}
    >
      <Icon aria-hidden="true" className="size-[1.2em]" />
      {SOUND_TEXTS.button[state]}
      <span className="sr-only">{`، ${SOUND_TEXTS.state[state]}`}</span>
    </button>
  );
}

/** The narrator's switch, only where an Arabic voice reads (narrator.ts). */
export function NarratorToggle({ big, available }: { big: boolean; available: boolean }) {
  const on = useNarratorOn();
  if (!available) return null;
  const Icon = on ? Mic : MicOff;
  return (
    <button
      type="button"
      onClick={() => setNarratorOn(!on)}
      className={cx("inline-flex min-h-11 shrink-0 items-center gap-3 whitespace-nowrap rounded-full bg-white/10 px-5 font-bold hover:bg-white/15", big ? "py-2 text-[1.5rem]" : "text-base")}
      data-testid="narrator-toggle"
    >
      <Icon aria-hidden="true" className="size-[1.2em]" />
      {on ? SOUND_TEXTS.narratorOn : SOUND_TEXTS.narratorOff}
    </button>
  );
}
