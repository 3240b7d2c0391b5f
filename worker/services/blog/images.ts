// Blog pictures uploaded by the blog admin: the type comes from the file's first
// bytes (never the sender's word), and only formats every browser shows are kept.

export type ImageKind = { contentType: "image/png" | "image/jpeg" | "image/gif" | "image/webp"; extension: string };

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) => prefix.every((b, i) => bytes[offset + i] === b);

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { contentType: "image/gif", extension: "gif" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { contentType: "image/webp", extension: "webp" };
  return null;
}

/** The R2 key behind an /uploads/ address of a blog picture, or null for any other address. */
export function blogUploadKey(url: string): string | null {
  const match = /^\/uploads\/(blog\/[A-Za-z0-9-]{8,80}\.[a-z0-9]{2,5})$/.exec(url);
  return match ? match[1] : null;
}
