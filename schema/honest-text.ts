// Honest text: what a player or creator writes shows as it reads. Zod-free and DOM-free:
// the worker's and the room's schemas and rules and the page all import it.
//
// - Bidi controls (embeddings, overrides, isolates, LRM/RLM, the Arabic letter mark) are refused in
//   every free text: "\u202Ekcuf" is stored as typed and a browser shows it reversed, past the filter.
// - Names (nicknames, room names) also drop every other invisible or format character before they
//   are checked, compared and stored, so «أحمد» + U+200B is «أحمد»: a twin of a seated name is a
//   duplicate, and a kicked name cannot come back in disguise.

/** U+202A–202E (embeddings, overrides), U+2066–2069 (isolates), U+200E/200F (LRM, RLM), U+061C (ALM). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

export const hasBidiControl = (text: string) => BIDI_CONTROLS.test(text);

/** The refusals, for one person: a name, and any other text (a lie, a caption, a pack's text). */
export const BIDI_REFUSAL = {
  name: "يحتوي الاسم على رموز خفية تقلب اتجاه الكتابة، يُرجى كتابته من جديد دونها",
  text: "يحتوي النص على رموز خفية تقلب اتجاه الكتابة، يُرجى كتابته من جديد دونها",
} as const;

/**
 * Characters that show nothing: every format character (Unicode Cf: zero-width spaces and joiners,
 * word joiner, bidi marks, soft hyphen, BOM, tags…), the combining grapheme joiner U+034F, the Hangul
 * fillers U+115F, U+1160, U+3164 and U+FFA0, the Braille blank U+2800, the Khmer inherent vowels
 * U+17B4/17B5 and the Mongolian variation selectors U+180B–180F. Control characters too.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\u034F\u115F\u1160\u3164\uFFA0\u2800\u17B4\u17B5\u180B-\u180F]/gu;
/** A zero-width joiner between two pictographs draws one emoji (👨‍👩‍👧): it stays. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const KEPT_JOINER = "\uE000";

/**
 * A name as it is checked, compared and stored: invisible and format characters dropped (an emoji's
 * own joiner kept), spaces collapsed and trimmed. Letters stay as typed.
 */
export function honestName(text: string): string {
  return text
    .replace(/\uE000/g, "")
    .replace(EMOJI_JOINER, KEPT_JOINER)
    .replace(INVISIBLE, "")
    .replace(/\uE000/g, "\u200D")
    .replace(/\s+/g, " ")
    .trim();
}
