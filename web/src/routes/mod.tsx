// /mod/{code}: a moderator's page, phone first. The passcode the host's phone shows lets the
// moderator in; then every player's text waits here for «قبول» or «رفض» before the big screen
// or the voters see it. A text not judged in the phase's time is left out of the vote.
import { Check, KeyRound, ShieldCheck, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { MODERATION, NAME_KEY_PREFIX } from "../../../schema/limits";
import { usePageMeta } from "../lib/page-meta";
import { useModerator } from "../features/moderation/use-moderator";
import { Button } from "../ui/button";

export const MOD_PAGE_TEXT = {
  title: "مراجعة النصوص",
  door: "يُرجى إدخال رمز مشرف النصوص الظاهر على هاتف مضيف الغرفة",
  passcode: "الرمز",
  enter: "دخول",
  waiting: "لا نصوص تنتظر المراجعة الآن",
  waitingNote: "يظهر هنا نص كل لاعب (كذبة أو إجابة أو تعليق) فور إرساله، واسم كل من يطلب الدخول. ما لا يُراجع قبل انتهاء الوقت لا يظهر في التصويت.",
  from: "من",
  newName: "اسم جديد يطلب دخول الغرفة",
  approve: "قبول",
  reject: "رفض",
} as const;

export default function ModeratorRoute() {
  const code = (useParams().code ?? "").toUpperCase();
  usePageMeta({ title: `${MOD_PAGE_TEXT.title} · ${code}` });
  const { state, enter, judge } = useModerator(code);
  const [passcode, setPasscode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passcode.trim()) void enter(passcode.trim());
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 p-4" data-testid="mod-page">
      <header className="flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-7 shrink-0 text-emerald-300" />
        <h1 className="flex-1 text-xl font-bold text-white">{MOD_PAGE_TEXT.title}</h1>
        <span dir="ltr" className="font-bold tracking-[0.2em] text-gold-300">
          {code}
        </span>
      </header>

      {state.kind !== "in" ? (
        <form onSubmit={submit} className="flex flex-col gap-4 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10">
          <p className="text-sm leading-6 text-white/75">{MOD_PAGE_TEXT.door}</p>
          <label className="flex flex-col gap-2 text-sm font-bold text-white">
            <span className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="size-4" />
              {MOD_PAGE_TEXT.passcode}
            </span>
            <input
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={MODERATION.passcodeDigits}
              value={passcode}
              onChange={(e) => setPasscode(e.target.value.replace(/\D/g, ""))}
              className="min-h-12 rounded-2xl bg-white/[0.08] px-4 text-center text-2xl font-bold tracking-[0.3em] text-white ring-1 ring-white/15 focus:outline-none focus:ring-2 focus:ring-brand-400"
              data-testid="mod-passcode"
            />
          </label>
          {state.kind === "door" && state.error ? (
            <p role="alert" className="rounded-2xl bg-rose-500/15 px-3 py-2 text-sm text-rose-100" data-testid="mod-error">
              {state.error}
            </p>
          ) : null}
          <Button type="submit" loading={state.kind === "connecting"} disabled={passcode.length < MODERATION.passcodeDigits}>
            {MOD_PAGE_TEXT.enter}
          </Button>
        </form>
      ) : state.texts.length === 0 ? (
        <section className="flex flex-col items-center gap-2 rounded-3xl bg-white/[0.04] p-6 text-center ring-1 ring-white/10" data-testid="mod-empty">
          <p className="font-bold text-white">{MOD_PAGE_TEXT.waiting}</p>
          <p className="text-sm leading-6 text-white/60">{MOD_PAGE_TEXT.waitingNote}</p>
        </section>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={MOD_PAGE_TEXT.title} data-testid="mod-list">
          {state.texts.map((text) => {
            const done = state.judged.has(text.key);
            return (
              <li key={text.key} className="flex flex-col gap-3 rounded-2xl bg-white/[0.06] p-4 ring-1 ring-white/10" data-testid="mod-text">
                <p className="text-xs text-white/60">
                  {text.key.startsWith(NAME_KEY_PREFIX) ? (
                    MOD_PAGE_TEXT.newName
                  ) : (
                    <>
                      {MOD_PAGE_TEXT.from} <bdi>{text.nickname}</bdi>
                    </>
                  )}
                </p>
                <p className="text-lg font-bold leading-7 text-white">
                  <bdi>{text.text}</bdi>
                </p>
                <div className="grid grid-cols-2 gap-2">
                  <Button size="sm" disabled={done} onClick={() => judge(text.key, true)} icon={<Check aria-hidden="true" className="size-4" />}>
                    {MOD_PAGE_TEXT.approve}
                  </Button>
                  <Button size="sm" variant="danger" disabled={done} onClick={() => judge(text.key, false)} icon={<X aria-hidden="true" className="size-4" />}>
                    {MOD_PAGE_TEXT.reject}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
