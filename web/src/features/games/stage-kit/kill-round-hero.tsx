// The kill round's announcement on the big screen, drawn by each game's stage at the round's first phase.
import { Flame } from "lucide-react";
import { cx } from "../../../ui/cx";
import { sizes } from "./parts";

/** The kill round's announcement, large, at its first phase. */
export function KillRoundHero({ big }: { big: boolean }) {
  const s = sizes(big);
  return (
    <div className="screen-reveal flex flex-col items-center gap-2 rounded-[2rem] bg-[#e11d48]/20 px-12 py-6 ring-4 ring-[#fb7185]" data-testid="screen-kill-hero">
      <p className={cx("flex items-center gap-4 font-bold text-white", s.hero)}>
        <Flame aria-hidden="true" className="size-[1em] text-[#fda4af]" />
        جولة الحسم
      </p>
      <p className={cx("font-bold text-[#fecdd3]", s.title)}>كل النقاط مضاعفة في هذه الجولة</p>
    </div>
  );
}
