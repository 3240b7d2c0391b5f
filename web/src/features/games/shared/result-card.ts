// «مشاركة النتيجة»: the end of a game drawn as a picture in the browser (podium, avatars, the
// game's name, the site's address), shared through the Web Share API (the phone's share sheet,
// WhatsApp among the first) or downloaded where sharing files is not possible. Loaded only
// when someone presses the button, so no player bundle carries it.
import { countText, POINTS } from "../../../../../schema/arabic-count";

export interface PodiumEntry {
  nickname: string;
  score: number;
  rank: number;
  /** The avatar's layer pictures, bottom first (same-origin addresses). */
  layers: string[];
}

export interface ResultCard {
  gameName: string;
  /** A player's pack the game was played from: its title and author under the game's name. */
  pack?: { title: string; authorName: string };
  /** The game's own line for the card (its result-card part, e.g. «عنّا»'s best lie); left out under a pack's line. */
  highlight?: string | null;
  podium: PodiumEntry[];
  /** The site's address as people type it, e.g. "majlis.example". */
  site: string;
}

const SIZE = 1080;
const FONT = "'IBM Plex Sans Arabic', system-ui, sans-serif";
const MEDALS = ["#f5b301", "#cbd5e1", "#d97706"];
/** Podium places left to right on the picture: second, first, third (first in the middle, highest). */
const SLOTS = [
  { index: 1, x: SIZE / 2 + 300, height: 250 },
  { index: 0, x: SIZE / 2, height: 340 },
  { index: 2, x: SIZE / 2 - 300, height: 190 },
];

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, weight: number, size: number): void {
  let px = size;
  do ctx.font = `${weight} ${px}px ${FONT}`;
  while (ctx.measureText(text).width > maxWidth && (px -= 2) > 18);
}

/** Draws the card; resolves with a PNG. */
export async function drawResultCard(card: ResultCard): Promise<Blob> {
  await document.fonts?.ready;
  const canvas = document.createElement("canvas");
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext("2d")!;
  ctx.direction = "rtl";
  ctx.textAlign = "center";

  const sky = ctx.createLinearGradient(0, 0, SIZE, SIZE);
  sky.addColorStop(0, "#2a1f6b");
  sky.addColorStop(1, "#0a0720");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, SIZE, SIZE);

  ctx.fillStyle = "#ffd54a";
  fitText(ctx, "نتيجة سهرتنا", SIZE - 160, 700, 76);
  ctx.fillText("نتيجة سهرتنا", SIZE / 2, 140);
  ctx.fillStyle = "rgba(255,255,255,0.85)";
  fitText(ctx, card.gameName, SIZE - 160, 700, 48);
  ctx.fillText(card.gameName, SIZE / 2, 215);
  if (card.pack) {
    // Drawn as text on a canvas, so a title's markup stays letters (no HTML is ever built from it).
    const line = `حزمة «${card.pack.title}» · ${card.pack.authorName}`;
    ctx.fillStyle = "#c4f1ea";
    fitText(ctx, line, SIZE - 160, 700, 36);
    ctx.fillText(line, SIZE / 2, 270);
  } else if (card.highlight) {
    ctx.fillStyle = "#c4f1ea";
    fitText(ctx, card.highlight, SIZE - 160, 700, 36);
    ctx.fillText(card.highlight, SIZE / 2, 270);
  }

  const base = 900;
  for (const slot of SLOTS) {
    const entry = card.podium[slot.index];
    if (!entry) continue;
    const top = base - slot.height;
    // The step.
    ctx.fillStyle = "rgba(255,255,255,0.08)";
    ctx.beginPath();
    ctx.roundRect(slot.x - 130, top, 260, slot.height, 28);
    ctx.fill();
    ctx.fillStyle = MEDALS[Math.min(entry.rank, 3) - 1] ?? "#ffffff";
    ctx.font = `700 96px ${FONT}`;
    ctx.fillText(String(entry.rank), slot.x, top + 120);
    ctx.fillStyle = "#ffffff";
    ctx.font = `700 40px ${FONT}`;
    ctx.fillText(countText(entry.score, POINTS), slot.x, top + 185);

    // The avatar above the step, its layers stacked in a circle.
    const r = 95;
    const cy = top - r - 70;
    ctx.save();
    ctx.beginPath();
    ctx.arc(slot.x, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = "#150f3b";
    ctx.fill();
    ctx.clip();
    for (const img of await Promise.all(entry.layers.map(loadImage))) if (img) ctx.drawImage(img, slot.x - r, cy - r, r * 2, r * 2);
    ctx.restore();
    ctx.strokeStyle = MEDALS[Math.min(entry.rank, 3) - 1] ?? "#ffffff";
    ctx.lineWidth = 8;
    ctx.beginPath();
    ctx.arc(slot.x, cy, r, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = "#ffffff";
    fitText(ctx, entry.nickname, 270, 700, 44);
    ctx.fillText(entry.nickname, slot.x, top - 22);
  }

  ctx.fillStyle = "rgba(255,255,255,0.7)";
  ctx.font = `400 38px ${FONT}`;
  ctx.fillText(`العبوا معنا على ${card.site}`, SIZE / 2, 1000);

  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png"));
}

export type ShareOutcome = "shared" | "downloaded" | "cancelled";

/** The phone's share sheet with the picture where it can take files; a download elsewhere. */
export async function shareResultCard(card: ResultCard): Promise<ShareOutcome> {
  const blob = await drawResultCard(card);
  const file = new File([blob], "majlis-result.png", { type: "image/png" });
  const text = `نتيجة سهرتنا في «${card.gameName}» على ${card.site}`;
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: "نتيجة سهرتنا", text });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return "downloaded";
}
