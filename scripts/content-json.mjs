// Writes the shipped content (content/*.json) the way people read and review it: one question,
// prompt or picture a line, as the TypeScript modules it came from had it, so a change to one
// item is a one-line diff. Used by every tool that writes a content file (the meme-art build).

/** A list of a few plain values stays on its item's line; a long one (a category's questions) goes one a line. */
const INLINE_LIST_MAX = 5;
/** An item written on one line may be this long; a longer one (a blog post) gets a line per field. */
const INLINE_OBJECT_MAX = 600;

const isPlain = (v) => v === null || typeof v !== "object";
const isShortList = (v) => Array.isArray(v) && v.length <= INLINE_LIST_MAX && v.every(isPlain);

function inline(value) {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (!isPlain(value)) return `{ ${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(", ")} }`;
  return JSON.stringify(value);
}

function format(value, indent) {
  if (isPlain(value) || isShortList(value)) return inline(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => inner + format(v, inner)).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value);
  const leaf = entries.every(([, v]) => isPlain(v) || isShortList(v));
  if (leaf && inline(value).length <= INLINE_OBJECT_MAX) return inline(value);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner)}`).join(",\n")}\n${indent}}`;
}

/** The file's text: JSON that parses back to `value`, ending in a newline. */
export const formatContentJson = (value) => `${format(value, "")}\n`;
