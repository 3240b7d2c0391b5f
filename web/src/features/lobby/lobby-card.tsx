import type { ReactNode } from "react";
import { useTexts } from "../../lib/address-form";
import { ROOM_TEXT_TABLE } from "../players/room-texts";
import { cx } from "../../ui/cx";

/** A lobby card: a titled panel, with an optional action at the end of the title row. */
export function LobbyCard({
  title,
  titleId,
  action,
  badge,
  children,
  className,
}: {
  title: string;
  titleId?: string;
  action?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={titleId} className={cx("rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5", className)}>
      <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-white">
          {title}
          {badge}
        </h2>
        {action ? <div className="flex items-center gap-1">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** The note non-admins see under read-only selections (spec 001 §6), as the room speaks (room-texts.ts). */
export function ReadOnlyNote() {
  return <p className="mt-3 text-xs text-white/50">{useTexts(ROOM_TEXT_TABLE).readOnlyNote}</p>;
}
