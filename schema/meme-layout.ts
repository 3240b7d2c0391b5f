// Where a meme picture's captions go: the picture may name one of the placements
// of MEME_CAPTION_LAYOUTS; the room and the page both resolve it here, so a name the table
// holds but the code does not know, or one whose box count no longer matches the picture's
// (an admin changed the count), falls back to the default placement for that count.
import { MEME_CAPTION_LAYOUTS, MEME_DEFAULT_LAYOUT, type MemeCaptionLayout } from "./limits";

export interface CaptionBoxPlace {
  /** Fractions of the picture's width (x, w) and height (y, h). */
  x: number;
  y: number;
  w: number;
  h: number;
}

const isLayout = (name: unknown): name is MemeCaptionLayout => typeof name === "string" && Object.hasOwn(MEME_CAPTION_LAYOUTS, name);

/** The placement a picture with `textBoxCount` boxes and the stored `layout` is drawn with. */
export function captionLayoutOf(textBoxCount: number, layout: unknown): MemeCaptionLayout {
  const count = textBoxCount === 2 ? 2 : 1;
  return isLayout(layout) && MEME_CAPTION_LAYOUTS[layout].length === count ? layout : MEME_DEFAULT_LAYOUT[count];
}

/** The boxes of a picture, box 1 first. */
export function captionBoxesOf(meme: { textBoxCount: number; captionLayout?: unknown }): readonly CaptionBoxPlace[] {
  return MEME_CAPTION_LAYOUTS[captionLayoutOf(meme.textBoxCount, meme.captionLayout)];
}
