import type { ReactNode } from "react";
import { cx } from "../../../ui/cx";

/** The title line of an admin tab or section, with optional text and actions. */
export function SectionHeading({
  id,
  title,
  description,
  actions,
  compact,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** No bottom margin, for a parent that spaces its children itself. */
  compact?: boolean;
}) {
  return (
    <div className={cx("flex flex-wrap items-end justify-between gap-3", !compact && "mb-5")}>
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm leading-6 text-white/65">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
