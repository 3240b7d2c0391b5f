// A socket's raw frame read as a client message, the same way by the room and its audience
// shards: a binary, oversized, unparsable or unknown frame is answered with its Arabic error.
import { clientMessageSchema, LIVE_LIMITS, type ClientMessage, type ServerMessage } from "../../schema/protocol";
import { errorMessage } from "./change";

/**
 * `fast` may read a hot frame type without zod: it returns a message only when the schema surely
 * accepts the frame (the same message), null to let zod decide (audience/vote-frame.ts).
 */
export function readClientFrame(raw: string | ArrayBuffer, fast?: (json: unknown) => ClientMessage | null): { message: ClientMessage } | { refusal: ServerMessage } {
  const invalid = { refusal: errorMessage("invalid_message", "رسالة غير صالحة") };
  if (typeof raw !== "string") return invalid;
  if (raw.length > LIVE_LIMITS.maxFrameChars) return { refusal: errorMessage("frame_too_large", "الرسالة أكبر من المسموح") };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return invalid;
  }
  const quick = fast?.(json);
  if (quick) return { message: quick };
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success ? { message: parsed.data } : invalid;
}
