import { ROOM_CODE } from "../../schema/limits";

/** A random room code; `random` returns integers in [0, n), crypto-backed by default. */
export function newRoomCode(random: (n: number) => number = cryptoRandomInt): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE.length; i++) code += ROOM_CODE.alphabet[random(ROOM_CODE.alphabet.length)];
  return code;
}

/** Unbiased integer in [0, n) by rejection sampling over a random byte. */
export function cryptoRandomInt(n: number): number {
  const limit = 256 - (256 % n);
  const byte = new Uint8Array(1);
  do crypto.getRandomValues(byte);
  while (byte[0] >= limit);
  return byte[0] % n;
}

/** People type codes with stray spaces and in lowercase; lookups forgive both. */
export function normaliseRoomCode(input: string): string {
  return input.trim().toUpperCase();
}
