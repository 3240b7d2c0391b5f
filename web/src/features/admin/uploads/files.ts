// What a picked file may be (spec 002 §5 image files, §8 upload messages), and the
// canvas downscale of big pictures before they are sent (spec 002 §9).
import { IMAGE_EXTENSIONS, IMAGE_TYPES, IMAGE_UPLOADS, type ImageContentType } from "../../../../../schema/limits";

const MAX_MB = IMAGE_UPLOADS.maxBytes / (1024 * 1024);

export const UPLOAD_TEXTS = {
  unsupported: (name: string) => `نوع الملف غير مدعوم: ${name}. الأنواع المسموحة: ${IMAGE_EXTENSIONS.join("، ")}`,
  tooLarge: (name: string) => `حجم الملف كبير جداً: ${name} (الحد الأقصى ${MAX_MB} ميجابايت)`,
  tooMany: `لا يمكن رفع أكثر من ${IMAGE_UPLOADS.maxFiles} ملف في المرة الواحدة`,
  uploadErrorTitle: "خطأ في رفع الصورة",
  unexpected: "حدث خطأ غير متوقع",
  linkFailed: "فشل في الحصول على رابط الرفع",
  storageFailed: "فشل في رفع الصورة إلى التخزين",
  processFailed: "فشل في معالجة الصورة",
  networkError: "Network error",
} as const;

const BY_EXTENSION: Record<string, ImageContentType> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  heic: "image/heic",
  heif: "image/heif",
  bmp: "image/bmp",
  svg: "image/svg+xml",
};

/** The accepted type of a picked file, by its type or else its extension; null when it is not an accepted image. */
export function imageTypeOf(file: { name: string; type: string }): ImageContentType | null {
  const type = file.type.toLowerCase() === "image/jpg" ? "image/jpeg" : file.type.toLowerCase();
  if (type in IMAGE_TYPES) return type as ImageContentType;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return BY_EXTENSION[extension] ?? null;
}

/** The `accept` attribute of image inputs. */
export const IMAGE_ACCEPT = [...Object.keys(IMAGE_TYPES), ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(",");

export type FileCheck = { ok: true; type: ImageContentType } | { ok: false; message: string };

/** A file the page will try to send: an accepted type, at most 10 MB. */
export function checkFile(file: File): FileCheck {
  const type = imageTypeOf(file);
  if (!type) return { ok: false, message: UPLOAD_TEXTS.unsupported(file.name) };
  if (file.size > IMAGE_UPLOADS.maxBytes) return { ok: false, message: UPLOAD_TEXTS.tooLarge(file.name) };
  return { ok: true, type };
}

/** Pictures that a canvas can redraw: vector and animated ones are sent as they are. */
const REDRAWABLE = new Set<ImageContentType>(["image/jpeg", "image/png", "image/webp", "image/bmp", "image/heic", "image/heif"]);

/** The long side after downscaling: at most 1,200 px, never larger than it was. */
export function scaledSize(width: number, height: number, maxSide: number = IMAGE_UPLOADS.downscaleMaxSide) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Files over 1 MB are drawn again at most 1,200 px on the long side at quality 0.8
 * (PNG becomes WebP so transparency survives and the quality applies). A picture the
 * browser cannot decode (HEIC in most browsers) is sent as it is; the server checks it.
 */
export async function downscaleIfLarge(file: File, type: ImageContentType): Promise<{ blob: Blob; type: ImageContentType }> {
  if (file.size <= IMAGE_UPLOADS.downscaleAboveBytes || !REDRAWABLE.has(type)) return { blob: file, type };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { blob: file, type };
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(UPLOAD_TEXTS.processFailed);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const outType: ImageContentType = type === "image/jpeg" ? "image/jpeg" : "image/webp";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, outType, IMAGE_UPLOADS.downscaleQuality));
  if (!blob) throw new Error(UPLOAD_TEXTS.processFailed);
  // A redraw that came out bigger (an already well-compressed photo) is not worth it.
  return blob.size < file.size ? { blob, type: outType } : { blob: file, type };
}
