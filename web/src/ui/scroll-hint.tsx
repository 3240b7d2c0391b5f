// A box that scrolls sideways when its content is wider, and says so: a fade and
// a chevron at the far (end) edge while there is more to see. A table whose actions
// column sticks to the end edge (`data-sticky-end` on its cells) keeps its
// buttons in view; the fade then sits just before that column, never over the buttons.
import { ChevronLeft } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { cx } from "./cx";

export function ScrollHint({ children, className, framed = true }: { children: ReactNode; className?: string; /** A rounded ring around the box (tables); tab bars go without. */ framed?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const [endInset, setEndInset] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // In RTL scrollLeft runs from 0 to minus the overflow: its absolute value is how far we went.
    const measure = () => {
      setMore(box.scrollWidth - box.clientWidth - Math.abs(box.scrollLeft) > 2);
      setEndInset(box.querySelector<HTMLElement>("[data-sticky-end]")?.offsetWidth ?? 0);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener("scroll", measure, { passive: true });
    return () => (observer.disconnect(), box.removeEventListener("scroll", measure));
  }, []);
  return (
    <div className="relative">
      {/* Focusable so a keyboard can scroll it too. */}
      <div ref={ref} tabIndex={more ? 0 : undefined} className={cx("overflow-x-auto", framed && "rounded-2xl ring-1 ring-white/10", className)} data-testid="table-scroll">
        {children}
      </div>
      {more ? (
        <div
          aria-hidden="true"
          data-testid="scroll-hint"
          style={{ insetInlineEnd: endInset }}
          className={cx("pointer-events-none absolute inset-y-0 flex w-12 items-center justify-end bg-linear-to-l from-night-900 to-transparent pe-1", framed && !endInset && "rounded-e-2xl")}
        >
          <ChevronLeft className="size-5 animate-pulse text-white/70" />
        </div>
      ) : null}
    </div>
  );
}
