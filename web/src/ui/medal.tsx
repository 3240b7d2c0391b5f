// Gold, silver and bronze medals drawn as SVG: the medal emoji render as empty
// boxes on phones whose fonts lack them.
import { cx } from "./cx";

export type MedalKind = "gold" | "silver" | "bronze";

const MEDAL_KINDS: Record<number, MedalKind> = { 1: "gold", 2: "silver", 3: "bronze" };

/** The medal of a rank, or null past the podium. */
export function medalFor(rank: number): MedalKind | null {
  return MEDAL_KINDS[rank] ?? null;
}

const STYLES: Record<MedalKind, { label: string; rank: number; face: string; shine: string; rim: string; ink: string }> = {
  gold: { label: "ميدالية ذهبية", rank: 1, face: "#fbc31c", shine: "#ffe58a", rim: "#b7791f", ink: "#6b4205" },
  silver: { label: "ميدالية فضية", rank: 2, face: "#cbd5e1", shine: "#f1f5f9", rim: "#64748b", ink: "#334155" },
  bronze: { label: "ميدالية برونزية", rank: 3, face: "#d98a4f", shine: "#f4bd8f", rim: "#8a4b22", ink: "#4a2408" },
};

export function Medal({ kind, className }: { kind: MedalKind; className?: string }) {
  const style = STYLES[kind];
  return (
    <svg
      viewBox="0 0 32 32"
      role="img"
      aria-label={style.label}
      data-medal={kind}
      className={cx("inline-block shrink-0", className ?? "size-8")}
    >
      {/* The ribbon: two straps crossing into the medal. */}
      <path d="M7 1h6.5l6 13h-6.5z" fill="#0d9488" />
      <path d="M25 1h-6.5l-6 13h6.5z" fill="#2dd4bf" />
      <circle cx="16" cy="21" r="10" fill={style.rim} />
      <circle cx="16" cy="21" r="7.75" fill={style.face} />
      <path d="M10.6 19.2a6 6 0 0 1 6.6-4.6" fill="none" stroke={style.shine} strokeWidth="1.6" strokeLinecap="round" />
      <text
        x="16"
        y="21"
        dy="0.35em"
        textAnchor="middle"
        fontSize="10"
        fontWeight="800"
        fill={style.ink}
        fontFamily="system-ui, sans-serif"
        aria-hidden="true"
      >
        {style.rank}
      </text>
    </svg>
  );
}
