// The guest identity kept on the device (spec 000 §3): keys "playerId" and "nickname".
import type { z } from "zod";
import type { guestAnswerSchema } from "../../../schema/api";
import { apiJson } from "./api";
import { readLocal, removeLocal, writeLocal } from "./storage";

const PLAYER_ID_KEY = "playerId";
const NICKNAME_KEY = "nickname";


export function getStoredPlayerId(): string | null {
  return readLocal(PLAYER_ID_KEY);
}

export function getStoredNickname(): string {
  return readLocal(NICKNAME_KEY) ?? "";
}

export function storeNickname(nickname: string): void {
  writeLocal(NICKNAME_KEY, nickname);
}

/** Called once a signed-in user exists: the account id replaces the guest identity. */
export function clearGuestIdentity(): void {
  removeLocal(PLAYER_ID_KEY, NICKNAME_KEY);
}

/** Asks the worker for the guest identity (it sets the signed cookie, or returns the existing one) and keeps the id. */
export async function ensureGuestPlayerId(): Promise<string> {
  const answer = await apiJson<z.infer<typeof guestAnswerSchema>>("POST", "/api/auth/guest", {});
  writeLocal(PLAYER_ID_KEY, answer.playerId);
  return answer.playerId;
}
