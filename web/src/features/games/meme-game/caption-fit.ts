// Sizing a caption to its box on the picture, classic meme style: as big as it
// can be, smaller for long captions, never spilling out of the picture. Sizes are
// in percent of the picture's width (CSS `cqw` inside the picture), so a caption
// keeps its look on a phone and on a desktop. This is the estimate the picture
// starts from; the component then measures and shrinks further if a font draws
// wider than estimated. Pure: no React, no DOM.

export const CAPTION_FIT = {
  /** Largest and smallest font size, % of the picture width. */
  maxSize: 9,
  minSize: 3,
  /** Sizes tried, largest first, this far apart. */
  step: 0.25,
  /** The average advance of a bold Arabic letter or space, in em, with some room. */
  charWidthEm: 0.56,
  lineHeight: 1.2,
} as const;

/** A caption box, in % of the picture width. */
export interface CaptionBox {
  width: number;
  height: number;
}

/**
 * The box of a caption placed at `place` (fractions of the picture, see schema/meme-layout.ts)
 * on a picture `aspect` (width / height) wide; a broken aspect counts as 4:3.
 */
export function placedBox(aspect: number, place: { w: number; h: number }): CaptionBox {
  const safeAspect = Number.isFinite(aspect) && aspect > 0 ? aspect : 4 / 3;
  return { width: place.w * 100, height: (place.h * 100) / safeAspect };
}

/**
 * How many lines `text` takes when at most `perLine` characters fit on a line:
 * words wrap whole, and a word longer than a line is broken (as `overflow-wrap:
 * anywhere` does on the page).
 */
export function wrappedLines(text: string, perLine: number): number {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const width = Math.max(1, Math.floor(perLine));
  let lines = 1;
  let used = 0;
  for (const word of words) {
    let length = [...word].length;
    const needed = used === 0 ? length : used + 1 + length;
    if (needed <= width) {
      used = needed;
      continue;
    }
    if (used > 0) {
      lines += 1;
      used = 0;
    }
    // A word longer than a line fills whole lines, and what is left starts the next one.
    while (length > width) {
      length -= width;
      lines += 1;
    }
    used = length;
  }
  return lines;
}

/** The estimated height of `text` at `size` in `box`, in % of the picture width. */
export function captionHeight(text: string, size: number, box: CaptionBox): number {
  const perLine = box.width / (size * CAPTION_FIT.charWidthEm);
  return wrappedLines(text, perLine) * size * CAPTION_FIT.lineHeight;
}

/** The largest font size (% of the picture width) at which `text` fits `box`; the minimum when none does. */
export function captionFontSize(text: string, box: CaptionBox): number {
  const { maxSize, minSize, step } = CAPTION_FIT;
  for (let size = maxSize; size > minSize; size -= step) {
    if (captionHeight(text, size, box) <= box.height) return size;
  }
  return minSize;
}
