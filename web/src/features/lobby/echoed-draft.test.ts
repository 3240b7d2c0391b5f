import { describe, expect, it } from "vitest";
import { draftOnEcho, roomCopyChanged } from "./echoed-draft";

type Choice = { city: string; minutes: number };
const same = (a: Choice, b: Choice) => a.city === b.city && a.minutes === b.minutes;
const kuwait15 = { city: "kuwait", minutes: 15 };
const riyadh15 = { city: "riyadh", minutes: 15 };
const riyadh20 = { city: "riyadh", minutes: 20 };

describe("a lobby choice the room echoes", () => {
  it("keeps the newest choice while the room echoes an older one, and drops it once the room shows it", () => {
    // The host picked Riyadh, then 20 minutes, before the first echo came.
    const sent = [riyadh15, riyadh20];
    expect(draftOnEcho(riyadh20, kuwait15, sent, same)).toBeNull(); // the room shows something else: not an echo of ours
    expect(draftOnEcho(riyadh20, riyadh15, sent, same)).toEqual(riyadh20);
    expect(draftOnEcho(riyadh20, riyadh20, sent, same)).toBeNull();
  });

  it("gives way when the room shows what was never sent, or was never set", () => {
    expect(draftOnEcho(riyadh20, { city: "doha", minutes: 10 }, [riyadh20], same)).toBeNull();
    expect(draftOnEcho(riyadh20, null, [riyadh20], same)).toBeNull();
    expect(draftOnEcho(null, riyadh15, [riyadh15], same)).toBeNull();
  });

  it("hears a new value from the room as an echo, not a whole state that carries the same copy again", () => {
    // The host chose Riyadh just as the full sync asked for at the join came back with Kuwait, again.
    expect(roomCopyChanged(kuwait15, { ...kuwait15 }, same)).toBe(false);
    expect(roomCopyChanged(kuwait15, kuwait15, same)).toBe(false);
    expect(roomCopyChanged(null, null, same)).toBe(false);
    expect(roomCopyChanged(kuwait15, riyadh15, same)).toBe(true);
    expect(roomCopyChanged(null, riyadh15, same)).toBe(true);
    expect(roomCopyChanged(riyadh15, null, same)).toBe(true);
  });
});
