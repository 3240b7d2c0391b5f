// The guest identity kept on the device (spec 000 §3): keys "playerId" and "nickname".
import type { z } from "zod";
import type { guestAnswerSchema } from "../../../schema/api";
import { apiJson } from "./api";

const PLAYER_ID_KEY = "playerId";
const NICKNAME_KEY = "nickname";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* private mode or storage full: the cookie still identifies the guest */
  }
}

export function getStoredPlayerId(): string | null {
  return read(PLAYER_ID_KEY);
}

export function getStoredNickname(): string {
  return read(NICKNAME_KEY) ?? "";
}

export function storeNickname(nickname: string): void {
  write(NICKNAME_KEY, nickname);
}

/** Called once a signed-in user exists: the account id replaces the guest identity. */
export function clearGuestIdentity(): void {
  try {
    window.localStorage.removeItem(PLAYER_ID_KEY);
    window.localStorage.removeItem(NICKNAME_KEY);
  } catch {
    /* nothing stored */
  }
}

/** Asks the worker for the guest identity (it sets the signed cookie, or returns the existing one) and keeps the id. */
export async function ensureGuestPlayerId(): Promise<string> {
  const answer = await apiJson<z.infer<typeof guestAnswerSchema>>("POST", "/api/auth/guest", {});
  write(PLAYER_ID_KEY, answer.playerId);
  return answer.playerId;
}
