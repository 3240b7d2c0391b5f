// The room screen's simple states: loading, restoring, not found, expired, a failed
// lookup, and the last word when a player leaves for good (kicked, closed, left).
import { House } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "../../ui/button";
import { Spinner } from "../../ui/spinner";

export const RESTORING_TEXT = "جاري استعادة حالة اللعبة...";

export function SpinnerView({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 py-24 text-center">
      <Spinner className="size-10" label={null} />
      <p className="text-lg text-white/80">{text}</p>
      {children}
    </div>
  );
}

export function StateView({ icon, title, children, tone = "plain" }: { icon: ReactNode; title: string; children?: ReactNode; tone?: "plain" | "danger" }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <span
        className={
          tone === "danger"
            ? "inline-flex size-20 items-center justify-center rounded-3xl bg-rose-500/15 text-rose-200 ring-1 ring-rose-400/30"
            : "inline-flex size-20 items-center justify-center rounded-3xl bg-white/[0.06] text-white/80 ring-1 ring-white/10"
        }
      >
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-bold text-white">{title}</h1>
      {children}
    </div>
  );
}

export function HomeButton({ label = "العودة للرئيسية" }: { label?: string }) {
  return (
    <LinkButton to="/" size="lg" className="mt-8 w-full sm:w-auto" icon={<House aria-hidden="true" className="size-5" />}>
      {label}
    </LinkButton>
  );
}

/** A full room, or a game already running: watch and vote as the audience instead (/watch/{code}). */
export function AudienceLink({ code }: { code: string }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-center">
      <p className="text-sm text-white/65">يمكنك المشاهدة والتصويت مع الجمهور بلا مقعد ولا نقاط.</p>
      <a href={`/watch/${encodeURIComponent(code)}`} className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-5 font-bold text-white ring-1 ring-white/15 hover:bg-white/15">
        الانضمام إلى الجمهور
      </a>
    </div>
  );
}

