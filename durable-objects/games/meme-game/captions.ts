// Checking one player's captions for a picture. The page always sends at least two
// slots, so slots past the picture's boxes may come back empty and are dropped.
import { isCleanAnswer } from "../../../schema/arabic";
import { CHARACTER_LIMITS } from "../../../schema/limits";
import { MEME_TEXT } from "./texts";

export interface CaptionRefusal {
  message: string;
  code: string;
  /** Shown under the submit button rather than as a toast (spec 001 §5: an inline error). */
  hint?: boolean;
}

export type CaptionCheck = { captions: string[] } | { refusal: CaptionRefusal };

const isBlank = (text: string) => text.trim() === "";

/** Exactly `textBoxCount` filled boxes, each short enough and already cleaned by the page. */
export function checkCaptions(input: unknown, textBoxCount: 1 | 2): CaptionCheck {
  const slots = Array.isArray(input) ? input.map((slot) => (typeof slot === "string" ? slot : "")) : [];
  const boxes = Array.from({ length: textBoxCount }, (_, i) => slots[i] ?? "");
  if (boxes.some(isBlank))
    return { refusal: { message: textBoxCount === 2 ? MEME_TEXT.bothBoxesRequired : MEME_TEXT.captionRequired, code: "caption_missing", hint: true } };
  if (slots.slice(textBoxCount).some((slot) => !isBlank(slot))) return { refusal: { message: MEME_TEXT.tooManyCaptions, code: "caption_extra" } };
  if (boxes.some((box) => [...box].length > CHARACTER_LIMITS.memeCaption.max)) return { refusal: { message: MEME_TEXT.captionTooLong, code: "caption_too_long" } };
  if (!boxes.every(isCleanAnswer)) return { refusal: { message: MEME_TEXT.captionNotClean, code: "caption_not_clean" } };
  return { captions: boxes };
}
