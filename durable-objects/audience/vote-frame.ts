// The audience shard's hot frame, `audience-vote`, read without zod. A crowd of a thousand votes
// on one shard within seconds, and zod's parse of the client frame was half the cost of a vote
// arriving (docs/decisions.md, «The audience over shard objects»). The schema in
// schema/protocol.ts stays the one definition: the limits below are read from it, and this
// reader only ever ACCEPTS a frame it is sure the schema accepts, giving the same stripped
// message; anything else (another type, a field it does not know, a length near a limit, a
// wrong type) is handed to zod, so a refusal is zod's own, with the same `error` frame.
import type { z } from "zod";
import { clientMessageSchema, type ClientMessage } from "../../schema/protocol";

export type AudienceVoteMessage = Extract<ClientMessage, { type: "audience-vote" }>;
type VoteOption = Extract<(typeof clientMessageSchema.options)[number], z.ZodType<AudienceVoteMessage>>;

/** The fields this reader knows; a schema with any other makes it hand every frame to zod. */
const FIELDS = ["roomCode", "playerId", "optionId", "actionId", "phaseSeq"] as const;

function limitsFromSchema() {
  const option = clientMessageSchema.options.find((o): o is VoteOption => o.shape.type.value === "audience-vote");
  if (!option) return null;
  const shape = option.shape.data.shape;
  const keys = Object.keys(shape);
  if (keys.length !== FIELDS.length || !FIELDS.every((k) => keys.includes(k))) return null;
  const phaseSeq = shape.phaseSeq.unwrap();
  if (!phaseSeq.isInt || phaseSeq.format !== "safeint") return null;
  // A rule this reader does not check (a pattern, a refinement, another type) leaves every frame to zod.
  const strings = [shape.roomCode.unwrap(), shape.playerId.unwrap(), shape.optionId, shape.actionId.unwrap()];
  if (!strings.every((field) => field._zod.def.type === "string" && only(field._zod.def.checks, ["min_length", "max_length"]))) return null;
  if (phaseSeq._zod.def.type !== "number" || !only(phaseSeq._zod.def.checks, ["number_format", "greater_than"])) return null;
  // `minValue` is read as inclusive (`.min`), as this reader compares with >=; a strict `.gt` leaves it to zod.
  if ((phaseSeq._zod.def.checks ?? []).some((c) => c._zod.def.check === "greater_than" && !(c._zod.def as { inclusive?: boolean }).inclusive)) return null;
  return {
    roomCode: shape.roomCode.unwrap().maxLength,
    playerId: shape.playerId.unwrap().maxLength,
    optionId: { min: sureMinimum(shape.optionId.minLength ?? 0), max: shape.optionId.maxLength },
    actionId: shape.actionId.unwrap().maxLength,
    phaseSeqMin: phaseSeq.minValue ?? -Infinity,
  };
}

/** Whether a zod schema's checks are all of the kinds named. */
function only(checks: readonly { _zod: { def: { check: string } } }[] | undefined, kinds: string[]) {
  return (checks ?? []).every((c) => kinds.includes(c._zod.def.check));
}

/**
 * A length in UTF-16 units that surely meets a minimum counted in code points: a code point is
 * at most two units, and any non-empty string has one.
 */
function sureMinimum(min: number) {
  return min <= 1 ? min : 2 * min;
}

const LIMITS = limitsFromSchema();

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A string within a maximum counted in UTF-16 units: zod counts code points, never more than
 * units, so this is a sure yes; a longer string is left to zod (its code points may still fit).
 */
const fits = (v: unknown, max: number | null): v is string => typeof v === "string" && (max === null || v.length <= max);

/** An optional string field: absent, or a string surely within its maximum. */
const optionalFits = (v: unknown, max: number | null) => v === undefined || fits(v, max);

/**
 * The parsed JSON of a client frame as an `audience-vote` message when it surely is a valid one
 * (the same object zod's parse would give: unknown keys dropped); null when zod must decide.
 */
export function readAudienceVote(json: unknown): AudienceVoteMessage | null {
  if (!LIMITS || !isRecord(json) || json.type !== "audience-vote") return null;
  const data = json.data;
  if (!isRecord(data)) return null;
  const { roomCode, playerId, optionId, actionId, phaseSeq } = data;
  if (!fits(optionId, LIMITS.optionId.max) || optionId.length < LIMITS.optionId.min) return null;
  if (!optionalFits(roomCode, LIMITS.roomCode) || !optionalFits(playerId, LIMITS.playerId) || !optionalFits(actionId, LIMITS.actionId)) return null;
  if (phaseSeq !== undefined && !(Number.isSafeInteger(phaseSeq) && (phaseSeq as number) >= LIMITS.phaseSeqMin)) return null;
  const out: AudienceVoteMessage["data"] = { optionId };
  if (roomCode !== undefined) out.roomCode = roomCode as string;
  if (playerId !== undefined) out.playerId = playerId as string;
  if (actionId !== undefined) out.actionId = actionId as string;
  if (phaseSeq !== undefined) out.phaseSeq = phaseSeq as number;
  return { type: "audience-vote", data: out };
}
