import { Link } from "react-router";
import { SITE } from "../../../schema/limits";
import { cx } from "./cx";

/** The logo mark: two speech bubbles, teal over gold (same drawing as /NewFavicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cx("shrink-0", className ?? "size-10")}>
      <defs>
        <linearGradient id="bm-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a1f6b" />
          <stop offset="1" stopColor="#0f0b2e" />
        </linearGradient>
        <linearGradient id="bm-teal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2dd4bf" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
        <linearGradient id="bm-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd54a" />
          <stop offset="1" stopColor="#f5b301" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#bm-bg)" stroke="rgb(255 255 255 / 0.12)" strokeWidth="1.5" />
      <path d="M27 11h22a8 8 0 0 1 8 8v11a8 8 0 0 1-8 8h-1v6.5L41 38H27a8 8 0 0 1-8-8V19a8 8 0 0 1 8-8z" fill="url(#bm-gold)" />
      <path
        d="M15 24h22a8 8 0 0 1 8 8v11a8 8 0 0 1-8 8H23l-7 6.5V51h-1a8 8 0 0 1-8-8V32a8 8 0 0 1 8-8z"
        fill="url(#bm-teal)"
        stroke="#0f0b2e"
        strokeWidth="2.5"
      />
      <circle cx="17.5" cy="37.5" r="2.8" fill="#0f0b2e" />
      <circle cx="26" cy="37.5" r="2.8" fill="#0f0b2e" />
      <circle cx="34.5" cy="37.5" r="2.8" fill="#0f0b2e" />
    </svg>
  );
}

/** Logo and name, linking home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cx("inline-flex min-h-11 items-center gap-2.5 rounded-xl text-2xl font-bold tracking-tight text-white", className)}
      aria-label={`${SITE.name} - الصفحة الرئيسية`}
    >
      <BrandMark className="size-10" />
      <span>{SITE.name}</span>
    </Link>
  );
}
