// A meme: the picture with its captions drawn over it, classic style: white bold
// text with a dark outline, right to left, each box where the picture's caption
// layout puts it (schema/meme-layout.ts: by default box 1 near the top and box 2
// near the bottom; a seed picture may name another placement that keeps faces
// clear, e.g. a side panel or two boxes side by side). Each caption starts at the size caption-fit.ts estimates for its length and
// box, then shrinks while the browser measures it spilling out of its box, so the
// text always stays inside the picture.
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type CSSProperties } from "react";
import type { MemePicture as MemePictureData } from "../../../../../schema/game-views";
import { cx } from "../../../ui/cx";
import { contentImageUrl } from "../shared/image-url";
import { boxCountOf } from "./logic";
import { captionBoxesOf, captionLayoutOf, type CaptionBoxPlace } from "../../../../../schema/meme-layout";
import { CAPTION_FIT, captionFontSize, placedBox, type CaptionBox } from "./caption-fit";
import { MEME_TEXTS } from "./texts";

/** Until the picture loads, and for a picture that fails to, it is drawn this wide for its height. */
const DEFAULT_ASPECT = 4 / 3;
/** Each measured overflow shrinks the caption by this factor. */
const SHRINK = 0.9;

/** A dark outline all around the letters, in em so it follows the caption's size. */
const OUTLINE = [
  [0.06, 0],
  [-0.06, 0],
  [0, 0.06],
  [0, -0.06],
  [0.045, 0.045],
  [-0.045, 0.045],
  [0.045, -0.045],
  [-0.045, -0.045],
]
  .map(([x, y]) => `${x}em ${y}em 0 #000`)
  .concat("0 0.08em 0.2em rgba(0,0,0,0.6)")
  .join(", ");

export function MemePicture({
  meme,
  captions,
  className,
  alt = MEME_TEXTS.picture.alt,
}: {
  meme: Pick<MemePictureData, "imageUrl" | "textBoxCount" | "captionLayout">;
  /** One per box; missing or blank boxes show nothing. */
  captions?: readonly string[];
  className?: string;
  alt?: string;
}) {
  const [aspect, setAspect] = useState(DEFAULT_ASPECT);
  const boxCount = boxCountOf(meme);
  const places = captionBoxesOf({ textBoxCount: boxCount, captionLayout: meme.captionLayout });
  const src = contentImageUrl(meme.imageUrl);
  return (
    <figure
      className={cx("@container relative m-0 w-full overflow-hidden rounded-2xl bg-night-950/60", className)}
      data-meme-picture
      data-box-count={boxCount}
      data-caption-layout={captionLayoutOf(boxCount, meme.captionLayout)}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          className="block h-auto w-full select-none"
          style={{ aspectRatio: `auto ${DEFAULT_ASPECT}` }}
          draggable={false}
          onLoad={(event) => {
            const img = event.currentTarget;
            if (img.clientWidth > 0 && img.clientHeight > 0) setAspect(img.clientWidth / img.clientHeight);
          }}
        />
      ) : (
        <div className="w-full" style={{ aspectRatio: DEFAULT_ASPECT }} role="img" aria-label={alt} />
      )}
      {Array.from({ length: boxCount }, (_, i) => {
        const text = captions?.[i]?.trim() ?? "";
        const place = places[i];
        return text && place ? <Caption key={i} text={text} box={placedBox(aspect, place)} place={place} index={i + 1} /> : null;
      })}
    </figure>
  );
}

/** A box touching the top keeps its text at the top, one touching the bottom at the bottom, others centred. */
function alignOf(place: CaptionBoxPlace): string {
  if (place.y + place.h >= 0.95 && place.y > 0.05) return "items-end";
  if (place.y <= 0.05 && place.h < 0.5) return "items-start";
  return "items-center";
}

function Caption({ text, box, place, index }: { text: string; box: CaptionBox; place: CaptionBoxPlace; index: number }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  const estimate = captionFontSize(text, box);
  // The measured correction belongs to one text in one box; anything else starts again.
  const fitKey = `${text}|${box.width}|${box.height}`;
  const [fit, setFit] = useState({ key: fitKey, factor: 1 });
  const factor = fit.key === fitKey ? fit.factor : 1;
  const size = Math.max(CAPTION_FIT.minSize, estimate * factor);

  // Letters drawn with the web font may be wider than the estimate: measure after layout.
  const [fontsReady, markFontsReady] = useReducer(() => true, false);
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => live && markFontsReady());
    return () => void (live = false);
  }, []);
  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content || size <= CAPTION_FIT.minSize) return;
    const spills = content.offsetHeight > box.clientHeight + 1 || content.scrollWidth > box.clientWidth + 1;
    if (spills) setFit({ key: fitKey, factor: factor * SHRINK });
  }, [fitKey, factor, size, fontsReady]);

  // Placements are spots on the picture, so they are physical (left), not logical.
  const style: CSSProperties = {
    width: `${box.width}%`,
    height: `${box.height}cqw`,
    left: `${place.x * 100}%`,
    top: `${place.y * 100}%`,
  };
  return (
    <div
      ref={outer}
      dir="rtl"
      className={cx("pointer-events-none absolute flex justify-center overflow-hidden", alignOf(place))}
      style={style}
      data-caption-box={index}
    >
      <span
        ref={inner}
        className="block w-full text-center font-bold text-white [overflow-wrap:anywhere]"
        style={{ fontSize: `${size}cqw`, lineHeight: CAPTION_FIT.lineHeight, textShadow: OUTLINE }}
        data-caption-text
      >
        {text}
      </span>
    </div>
  );
}
