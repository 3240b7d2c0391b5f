// The start button with its warnings (admin), or a waiting note (everyone else).
import { CircleAlert, Hourglass, Play } from "lucide-react";
import { useRef } from "react";
import { useTexts } from "../../lib/address-form";
import { ROOM_TEXT_TABLE } from "../players/room-texts";
import { Button } from "../../ui/button";
import { useToastClearance } from "../../ui/toast";

export function StartBar({
  isAdmin,
  warnings,
  starting,
  preparing = false,
  adminName,
  onStart,
}: {
  isAdmin: boolean;
  warnings: string[];
  starting: boolean;
  /** The lobby is still loading what a start needs: the button waits, busy, and takes no tap. */
  preparing?: boolean;
  adminName: string | null;
  onStart: () => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const T = useTexts(ROOM_TEXT_TABLE);
  useToastClearance(bar, "bottom");
  return (
    <div ref={bar} data-testid="start-bar" className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-night-900/90 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur-md">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-end lg:gap-4">
        {isAdmin ? (
          <>
            {warnings.length > 0 ? (
              <ul className="flex flex-col gap-1 lg:flex-1" aria-live="polite">
                {warnings.map((warning) => (
                  <li key={warning} className="flex items-center gap-2 text-sm text-gold-300">
                    <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                    {warning}
                  </li>
                ))}
              </ul>
            ) : null}
            <Button
              size="lg"
              className="w-full lg:w-72"
              onClick={onStart}
              loading={starting || preparing}
              icon={<Play aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
            >
              {starting ? "جاري بدء اللعبة..." : "بدء اللعبة"}
            </Button>
          </>
        ) : (
          <p className="flex min-h-14 items-center justify-center gap-2 text-center text-white/75" role="status">
            <Hourglass aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
            {adminName ? `بانتظار ${adminName} لبدء اللعبة...` : T.waitingHostToStart}
          </p>
        )}
      </div>
    </div>
  );
}
