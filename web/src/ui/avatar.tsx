import { useState } from "react";
import { cx } from "./cx";

const PLACEHOLDER_GRADIENTS = [
  "from-[#14b8a6] to-[#0f766e]",
  "from-[#8b5cf6] to-[#6d28d9]",
  "from-[#f59e0b] to-[#d97706]",
  "from-[#f43f5e] to-[#be123c]",
  "from-[#0ea5e9] to-[#0369a1]",
  "from-[#22c55e] to-[#15803d]",
];

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "؟";
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? "");
  // A zero-width non-joiner keeps Arabic initials as separate letters without a visible gap.
  return letters.join("\u200c");
}

function hashOf(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

const SIZES = {
  sm: "size-9 text-sm",
  md: "size-11 text-base",
  lg: "size-16 text-xl",
  xl: "size-24 text-3xl",
} as const;

/** The user's photo, or a generated placeholder with their initials and a colour picked from their name. */
export function UserAvatar({
  src,
  name,
  size = "md",
  className,
}: {
  src?: string | null;
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cx("inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-white/15", SIZES[size], className);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        className={cx(base, "object-cover")}
        onError={() => setFailed(true)}
      />
    );
  }
  const gradient = PLACEHOLDER_GRADIENTS[hashOf(name) % PLACEHOLDER_GRADIENTS.length];
  // The initials are drawn by CSS, like the photo they stand in for: as text they would be part of a
  // link's visible label without being in its name (axe's label-content-name-mismatch).
  return (
    <span
      aria-hidden="true"
      data-initials={initialsOf(name)}
      className={cx(base, "bg-linear-to-br font-bold text-white before:content-[attr(data-initials)]", gradient)}
    />
  );
}
