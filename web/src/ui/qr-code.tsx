// A QR code drawn in the page (spec 001 §2: the lobby shows a QR code of the invite link;
// the big screen shows it large). The encoding is uqr's (byte mode, error correction level M,
// versions 1-10); the drawing is ours: one SVG path of the dark modules and the quiet zone.
import { useMemo } from "react";
import { encode } from "uqr";
import { cx } from "./cx";

/** Light modules around the symbol, as the standard asks. */
const QUIET_ZONE = 4;
/** An invite link never needs more; past it the code would be too dense to scan from a phone. */
const MAX_VERSION = 10;

export interface QrMatrix {
  version: number;
  size: number;
  mask: number;
  /** modules[y][x], true = dark. */
  modules: boolean[][];
}

/** The modules of `text` at level M; `mask` forces one of the eight masks (tests), otherwise the best is chosen. */
export function encodeQr(text: string, mask?: number): QrMatrix {
  const qr = encode(text, { ecc: "M", border: 0, maxVersion: MAX_VERSION, maskPattern: mask ?? -1 });
  return { version: qr.version, size: qr.size, mask: qr.maskPattern, modules: qr.data };
}

/** One SVG path of the dark modules, offset by the quiet zone. */
function darkPath(matrix: QrMatrix): string {
  let path = "";
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.modules[y][x]) continue;
      // Merge horizontal runs into one rectangle.
      let end = x;
      while (end + 1 < matrix.size && matrix.modules[y][end + 1]) end++;
      path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${end - x + 1}v1h-${end - x + 1}z`;
      x = end;
    }
  }
  return path;
}

/** The QR code of `value` as a crisp, scalable SVG: dark modules on white with the quiet zone. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const matrix = useMemo(() => encodeQr(value), [value]);
  const extent = matrix.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={cx("block bg-white", className)}
      data-qr-version={matrix.version}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={darkPath(matrix)} fill="#0a0720" />
    </svg>
  );
}
