// The card every game screen is built from, in the lobby's visual language.
import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "../../../ui/cx";

export function GamePanel({
  title,
  icon,
  action,
  children,
  className,
  tone = "plain",
  ...rest
}: {
  title?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: "plain" | "brand" | "gold";
} & Omit<HTMLAttributes<HTMLElement>, "title">) {
  return (
    <section
      className={cx(
        "rounded-3xl p-4 ring-1 sm:p-5",
        tone === "brand" ? "bg-brand-500/[0.08] ring-brand-400/30" : tone === "gold" ? "bg-gold-500/[0.07] ring-gold-400/30" : "bg-white/[0.05] ring-white/10",
        className,
      )}
      {...rest}
    >
      {title ? (
        <div className="mb-3 flex min-h-9 flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h2 className="flex items-center gap-2 text-lg font-bold text-white">
            {icon}
            {title}
          </h2>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A short line of information, e.g. the game's notice that fresh questions ran out. */
export function GameNotice({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-2xl bg-gold-500/10 px-4 py-2.5 text-sm leading-6 text-gold-300 ring-1 ring-inset ring-gold-400/20">
      {icon}
      <span className="min-w-0 flex-1">{children}</span>
    </p>
  );
}
