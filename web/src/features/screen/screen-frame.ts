// The big screen's first frame drawn by the worker (worker/pages/screen-page.tsx): a
// TV that opens /screen/{code} of a room in its lobby shows the code, the QR code of the invite
// and the players already in before any script runs, and the app hydrates that very frame. The
// page carries, as non-executable JSON (the CSP allows no inline script), what the frame was
// drawn from; the live room replaces it once the screen's socket answers.
import { createContext } from "react";
import type { AddressForm } from "../../../../schema/address";
import { ADDRESS_FORMS } from "../../../../schema/address";
import { GAME_TYPES, type GameType } from "../../../../schema/limits";

import { SCREEN_DATA_ID } from "./screen-data-id";

export { SCREEN_DATA_ID };

/** One seat as the lobby's frame shows it. */
export interface FramePlayer {
  playerId: string;
  nickname: string;
  avatarColor: number;
  avatarFace: number;
  avatarCustom: number;
}

export interface ScreenFrame {
  code: string;
  /** The site's origin as the worker saw it: the invite link under the QR code. */
  origin: string;
  addressForm: AddressForm;
  players: FramePlayer[];
  /** The game the host has chosen: the lobby names it from the first frame, so nothing moves when the app starts. */
  gameType?: GameType;
}

/** JSON that cannot close its script element or start a comment inside it. */
export function screenFrameJson(frame: ScreenFrame): string {
  return JSON.stringify(frame).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** The frame the page arrived with: given by the worker when it draws it, and by main.tsx when it hydrates it. */
export const ScreenFrameContext = createContext<ScreenFrame | null>(null);

const isFramePlayer = (p: unknown): p is FramePlayer => {
  const seat = p as FramePlayer | null;
  return (
    typeof seat?.playerId === "string" &&
    typeof seat.nickname === "string" &&
    [seat.avatarColor, seat.avatarFace, seat.avatarCustom].every((n) => Number.isInteger(n))
  );
};

/** Reads the page's frame data; null when it is missing or broken (the app then draws the page itself). */
export function takeScreenFrame(doc: Document = document): ScreenFrame | null {
  const text = doc.getElementById(SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as ScreenFrame;
    if (typeof data.code !== "string" || typeof data.origin !== "string" || !ADDRESS_FORMS.includes(data.addressForm)) return null;
    if (!Array.isArray(data.players) || !data.players.every(isFramePlayer)) return null;
    if (data.gameType !== undefined && !GAME_TYPES.includes(data.gameType)) return null;
    return data;
  } catch {
    return null;
  }
}
