// Two players should never look alike in one room: a new seat whose avatar
// has the same colour and face as another seat's gets the nearest free look instead.
// Pure: the join action calls it with the room's seats and its active avatar assets.
import type { LiveAvatar } from "../../schema/protocol";
import type { AvatarChoices, Seat } from "./room-record";

const lookOf = (a: LiveAvatar) => `${a.color}:${a.face}`;

/**
 * The avatar a new seat gets: as asked when no other seat has its colour and face;
 * otherwise the least used colour (the asked one first among equals) with the asked
 * face if free, else the least used face. The accessory is kept. When every look is
 * taken (more seats than looks), as asked.
 */
export function distinctAvatar(asked: LiveAvatar, others: Seat[], choices: AvatarChoices): LiveAvatar {
  const taken = new Set(others.map((s) => lookOf(s.avatar)));
  if (!taken.has(lookOf(asked))) return asked;
  const uses = (layer: "color" | "face", id: number) => others.filter((s) => s.avatar[layer] === id).length;
  const order = (layer: "color" | "face") =>
    [...choices[layer]].sort((a, b) => uses(layer, a) - uses(layer, b) || Number(b === asked[layer]) - Number(a === asked[layer]));
  const faces = order("face");
  for (const color of order("color")) {
    const face = [asked.face, ...faces].find((f) => choices.face.includes(f) && !taken.has(`${color}:${f}`));
    if (face !== undefined) return { ...asked, color, face };
  }
  return asked;
}
