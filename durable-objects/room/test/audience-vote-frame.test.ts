// The audience shard reads its hot `audience-vote` frame without zod (audience/vote-frame.ts):
// it must accept exactly what the schema accepts, as the same message, and refuse the rest with
// the same `error` frame. Each frame of the table goes through the schema alone and through the
// shard's reader, and the verdicts must be identical.
import { describe, expect, it } from "vitest";
import { clientMessageSchema } from "../../../schema/protocol";
import { readAudienceVote } from "../../audience/vote-frame";
import { readClientFrame } from "../client-frame";

const vote = (data: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ type: "audience-vote", data, ...extra });
const x = (n: number, c = "a") => c.repeat(n);

/** Frames the schema accepts, the shard's common ones first. */
const valid = [
  vote({ optionId: "truth" }),
  vote({ optionId: "lie:p-12", actionId: "a-1", phaseSeq: 3 }),
  vote({ optionId: "o", roomCode: "ABC234", playerId: "fan-1", actionId: "", phaseSeq: 0 }),
  vote({ optionId: x(80), roomCode: x(10), playerId: x(80), actionId: x(80), phaseSeq: Number.MAX_SAFE_INTEGER }),
  // Keys the schema does not know are dropped, at either level.
  vote({ optionId: "a", colour: "red", nested: { deep: [1] } }, { extra: true, id: 7 }),
  // The schema counts code points: 80 emoji are 160 UTF-16 units and still fit.
  vote({ optionId: x(80, "😀"), roomCode: x(10, "😀"), actionId: x(80, "😀") }),
  vote({ optionId: "صدق", actionId: "🙂", phaseSeq: 1e3 }),
  vote({ optionId: "a", phaseSeq: -0 }),
  `{"type":"audience-vote","data":{"optionId":"a","__proto__":{"optionId":"b"}}}`,
  `  {"data":{"optionId":"a"},"type":"audience-vote"}  `,
];

/** Frames the schema refuses. */
const malformed = [
  vote({}),
  vote({ optionId: "" }),
  vote({ optionId: x(81) }),
  vote({ optionId: x(81, "😀") }),
  vote({ optionId: 7 }),
  vote({ optionId: null }),
  vote({ optionId: ["a"] }),
  vote({ optionId: "a", roomCode: x(11) }),
  vote({ optionId: "a", roomCode: null }),
  vote({ optionId: "a", roomCode: 5 }),
  vote({ optionId: "a", playerId: x(81) }),
  vote({ optionId: "a", playerId: false }),
  vote({ optionId: "a", actionId: x(81) }),
  vote({ optionId: "a", actionId: 12 }),
  vote({ optionId: "a", phaseSeq: -1 }),
  vote({ optionId: "a", phaseSeq: 1.5 }),
  vote({ optionId: "a", phaseSeq: "3" }),
  vote({ optionId: "a", phaseSeq: null }),
  vote({ optionId: "a", phaseSeq: 2 ** 53 }),
  `{"type":"audience-vote","data":{"optionId":"a","phaseSeq":1e400}}`,
  vote(null),
  vote("a"),
  vote(["a"]),
  JSON.stringify({ type: "audience-vote" }),
  JSON.stringify({ type: "audience-votes", data: { optionId: "a" } }),
  JSON.stringify({ type: "Audience-Vote", data: { optionId: "a" } }),
  JSON.stringify({ data: { optionId: "a" } }),
  JSON.stringify([{ type: "audience-vote", data: { optionId: "a" } }]),
  JSON.stringify("audience-vote"),
  "null",
  "7",
  "{",
  "",
];

/** Other frames: the shard's reader leaves them to the schema, whatever they are. */
const others = [
  JSON.stringify({ type: "join-audience", data: {} }),
  JSON.stringify({ type: "heartbeat", data: { roomCode: "ABC234" } }),
  JSON.stringify({ type: "remove-watcher", data: { targetPlayerId: "fan-1" } }),
  JSON.stringify({ type: "join-audience", data: { roomCode: 5 } }),
];

describe("the audience shard's read of an audience-vote frame", () => {
  it("accepts and refuses exactly what the schema does, with the same message or the same error frame", () => {
    for (const raw of [...valid, ...malformed, ...others]) expect(readClientFrame(raw, readAudienceVote), raw).toStrictEqual(readClientFrame(raw));
    for (const raw of valid) expect("message" in readClientFrame(raw, readAudienceVote), raw).toBe(true);
    for (const raw of malformed) expect(readClientFrame(raw, readAudienceVote), raw).toStrictEqual({ refusal: { type: "error", data: { code: "invalid_message", message: "رسالة غير صالحة" } } });
  });

  it("answers a frame itself only when the schema accepts it, as the schema's own message, and never accepts what the schema refuses", () => {
    for (const raw of [...valid, ...malformed, ...others]) {
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        continue;
      }
      const fast = readAudienceVote(json);
      const zod = clientMessageSchema.safeParse(json);
      if (fast) expect(zod.success && zod.data, raw).toStrictEqual(fast);
      if (!zod.success) expect(fast, raw).toBeNull();
    }
  });

  it("reads the shard's common votes without the schema", () => {
    // A vote within the limits in UTF-16 units is surely within them in code points.
    for (const raw of valid.slice(0, 5)) expect(readAudienceVote(JSON.parse(raw)), raw).not.toBeNull();
    expect(readAudienceVote(JSON.parse(valid[0]))).toStrictEqual({ type: "audience-vote", data: { optionId: "truth" } });
    expect(readAudienceVote(JSON.parse(valid[4]))).toStrictEqual({ type: "audience-vote", data: { optionId: "a" } });
  });
});
