// The phones' own short sounds: a chime when the player's lie (or caption) fooled
// someone, and a tick when the phase's time is running out and they have not acted yet. Played
// through the screen's Web Audio effects (lib/sounds.ts), which start only after a
// touch, as browsers require; a phone is touched all the time. On by default, except on the host's
// phone while a TV is connected (the TV plays the room's sound); the device remembers a choice.
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { GameView } from "../../../../../schema/protocol";
import { phaseRole } from "../../../../../schema/games";
import { play, unlockSound } from "../../../lib/sounds";

/** Seconds left at which a player who has not acted hears the tick. */
export const TIME_RUNNING_OUT_SECONDS = 5;

const KEY = "majlis:phone-sounds";

export const PHONE_SOUND_TEXTS = { on: "إيقاف أصوات الجوال", off: "تشغيل أصوات الجوال" } as const;

type Choice = "on" | "off" | null;
const listeners = new Set<() => void>();

function readChoice(): Choice {
  try {
    const value = localStorage.getItem(KEY);
    return value === "on" || value === "off" ? value : null;
  } catch {
    return null;
  }
}

export function setPhoneSounds(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The device's choice, else the default: on, off on the host's phone while a TV plays. */
export function phoneSoundsOn(choice: Choice, hostWithTv: boolean): boolean {
  return choice === null ? !hostWithTv : choice === "on";
}

/** Whether this phone is the host's while a TV watches the room: set by PhoneSounds, read by the game menu's switch. */
let hostWithTv = false;
const readHostWithTv = () => hostWithTv;

export function usePhoneSoundsOn(): boolean {
  const choice = useSyncExternalStore(subscribe, readChoice, () => null);
  const withTv = useSyncExternalStore(subscribe, readHostWithTv, () => false);
  return phoneSoundsOn(choice, withTv);
}

/** The phone's sounds during a game: `tvConnected` is what the host hears of the room's screens. */
export function PhoneSounds({ game, you, isHost, tvConnected, serverNow }: { game: GameView | null; you: string; isHost: boolean; tvConnected: boolean; serverNow: () => number }) {
  const withTv = isHost && tvConnected;
  useEffect(() => {
    if (hostWithTv === withTv) return;
    hostWithTv = withTv;
    listeners.forEach((listener) => listener());
  }, [withTv]);
  usePhoneSounds(game, you, serverNow, usePhoneSoundsOn());
  return null;
}

type Mine = { isMine?: boolean; voters?: string[] };

/** Whether something the viewer wrote drew a vote from someone else, as far as the view shows. */
export function fooledSomeone(game: GameView | null, you: string): boolean {
  if (!game) return false;
  const lists = [game.displayOptions, game.submissions, game.options].filter(Array.isArray) as Mine[][];
  return lists.some((list) => list.some((o) => o.isMine && (o.voters ?? []).some((voter) => voter !== you)));
}

/** Whether the viewer still has to act in this phase (its status flag says not yet). */
function stillToAct(game: GameView, you: string): boolean {
  const status = game.playerStatus?.[you];
  if (!status) return false;
  // The game's manifest names the flag that says the phase's part is done.
  const acted = phaseRole(game.gameType, game.currentPhase).acted;
  return acted ? !status[acted] : false;
}

/** The time is running out for the viewer: a running clock, a few seconds left, and nothing sent yet. */
export function timeRunningOut(game: GameView | null, you: string, now: number): boolean {
  if (!game || game.phaseEndsAt === null || game.paused) return false;
  const left = game.phaseEndsAt - now;
  return left > 0 && left <= TIME_RUNNING_OUT_SECONDS * 1000 && stillToAct(game, you);
}

/** Plays the phone's own moments, once each per phase, while its sounds are on. */
export function usePhoneSounds(game: GameView | null, you: string, serverNow: () => number, on: boolean): void {
  const played = useRef(new Set<string>());
  const phase = game ? `${game.roundNumber}:${game.phaseSeq}` : "";
  useEffect(() => {
    if (!on) return;
    // The first touch lets the audio start; after that the listener has nothing to do.
    const unlock = () => unlockSound();
    window.addEventListener("pointerdown", unlock, { once: true, capture: true });
    return () => window.removeEventListener("pointerdown", unlock, { capture: true });
  }, [on]);
  const once = (moment: string) => {
    const key = `${phase}:${moment}`;
    if (played.current.has(key)) return false;
    played.current.add(key);
    return true;
  };
  const fooled = fooledSomeone(game, you);
  useEffect(() => {
    if (on && fooled && once("fooled")) play("truth");
  });
  useEffect(() => {
    if (!on || !game || game.phaseEndsAt === null) return;
    const look = () => {
      if (timeRunningOut(game, you, serverNow()) && once("hurry")) play("phase");
    };
    look();
    const timer = setInterval(look, 500);
    return () => clearInterval(timer);
    // `once` reads the phase's key through the ref; the game view is the dependency.
  }, [on, game, you, serverNow]);
}
