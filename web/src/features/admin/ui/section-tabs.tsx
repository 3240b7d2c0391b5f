// The sections of an admin tab as a row of tab buttons kept in the address (?section=),
// in the two looks the admin uses: a grid of framed buttons (content, one per game and
// more) and a single strip (settings, whose panel the tabs name by id).
import type { LucideIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { cx } from "../../../ui/cx";

export interface Section {
  id: string;
  label: string;
  icon: LucideIcon;
}

const LOOKS = {
  grid: {
    list: "mb-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap",
    tab: "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold ring-1 ring-inset transition-colors sm:justify-start",
    active: "bg-brand-500/15 text-brand-200 ring-brand-400/40",
    idle: "text-white/70 ring-white/10 hover:bg-white/5 hover:text-white",
    icon: "size-4.5 shrink-0",
  },
  strip: {
    list: "mb-4 flex max-w-3xl gap-1 overflow-x-auto rounded-2xl bg-white/[0.04] p-1 ring-1 ring-white/10",
    tab: "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold whitespace-nowrap",
    active: "bg-brand-500/20 text-brand-100",
    idle: "text-white/65 hover:bg-white/5 hover:text-white",
    icon: "size-4",
  },
} as const;

/** The section named in the address, or the first. */
export function useSection<S extends Section>(sections: readonly S[]): S {
  const [params] = useSearchParams();
  return sections.find((s) => s.id === params.get("section")) ?? sections[0];
}

export function SectionTabs({
  label,
  sections,
  current,
  look,
  idPrefix,
}: {
  label: string;
  sections: readonly Section[];
  current: string;
  look: keyof typeof LOOKS;
  /** Tabs that name their panel (`${idPrefix}-panel`, labelled by `${idPrefix}-tab-${section}`) and change the address in place. */
  idPrefix?: string;
}) {
  const [, setParams] = useSearchParams();
  const style = LOOKS[look];
  const choose = (id: string) =>
    idPrefix
      ? setParams((p) => ({ ...Object.fromEntries(p), section: id }), { replace: true })
      : setParams((p) => {
          const next = new URLSearchParams(p);
          next.set("section", id);
          return next;
        });
  return (
    <div role="tablist" aria-label={label} className={style.list}>
      {sections.map((section) => {
        const active = section.id === current;
        const Icon = section.icon;
        return (
          <button
            key={section.id}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-tab-${section.id}` : undefined}
            aria-selected={active}
            aria-controls={idPrefix ? `${idPrefix}-panel` : undefined}
            onClick={() => choose(section.id)}
            className={cx(style.tab, active ? style.active : style.idle)}
          >
            <Icon aria-hidden="true" className={style.icon} />
            {section.label}
          </button>
        );
      })}
    </div>
  );
}
