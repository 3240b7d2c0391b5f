// «غرفة للبث»: the host's controls for a room shown on a stream or played with strangers. The
// code off the big screen (back on it for a moment), a cap on seats, the stream's delay the
// audience's votes wait for, and moderation: players' texts wait for a moderator, who opens
// /mod/{code} and enters the passcode shown here. The audience may also play as one team «الجمهور».
import { Eye, EyeOff, KeyRound, RefreshCw, Radio, ShieldCheck, Users } from "lucide-react";
import { PLAYER_LIMITS, STREAM_CONTROLS } from "../../../../schema/limits";
import type { RoomView } from "../../../../schema/protocol";
import { countText, SEATS, SECONDS } from "../../../../schema/arabic-count";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { Switch } from "../../ui/switch";

export const STREAM_TEXT = {
  title: "غرفة للبث",
  note: "لمن يبث اللعب أو يلعب مع جمهور لا يعرفه",
  hideCode: "إخفاء الكود عن الشاشة",
  hideCodeNote: "لا تعرض الشاشة الكود ولا رمز QR ولا الرابط؛ يبقى الكود هنا عندك",
  showOnScreen: "إظهار على الشاشة",
  // Seats, not «لاعبين»: the same words in «جلسة بنات».
  maxPlayers: "الحد الأقصى للمقاعد",
  delay: "تأخير البث",
  delayNote: "يطول تصويت الجمهور بقدره حتى يلحق من يشاهد البث متأخرًا",
  moderation: "مراجعة النصوص قبل عرضها",
  moderationNote: "في «خدعني إن قدرت» و«عنّا» ولعبة الميمز: لا يظهر نص لاعب (كذبة أو إجابة أو تعليق) على الشاشة ولا في التصويت حتى يقبله مشرف النصوص",
  passcode: "رمز مشرف النصوص",
  modLink: (origin: string, code: string) => `${origin}/mod/${code}`,
  rotate: "رمز جديد",
  audienceTeam: "الجمهور فريق واحد",
  audienceTeamNote: "تُحسب أصوات الجمهور معًا صوتًا واحدًا باسم «الجمهور»، وله نقاطه ومكانه في المجموع",
  lobbyOnly: "يُضبط قبل بدء اللعبة",
} as const;

/** The delays offered, every five seconds up to the maximum. */
const DELAYS = Array.from({ length: STREAM_CONTROLS.streamDelaySeconds.max / 5 + 1 }, (_, i) => i * 5);
/** The caps offered: from two players up to the room's maximum. */
const CAPS = Array.from({ length: PLAYER_LIMITS.maxPlayers - 1 }, (_, i) => i + 2);

export interface StreamSend {
  hideCode: (hidden: boolean) => void;
  showCode: () => void;
  maxPlayers: (max: number) => void;
  delay: (seconds: number) => void;
  moderation: (on: boolean) => void;
  audienceTeam: (on: boolean) => void;
  rotate: () => void;
}

export function StreamCard({ state, origin, on }: { state: RoomView; origin: string; on: StreamSend }) {
  const hidden = !!state.hideCode;
  const seated = Object.keys(state.players).length;
  const inLobby = state.inLobby;
  return (
    <section className="flex flex-col gap-4 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="stream-card">
      <div className="flex items-center gap-3">
        <Radio aria-hidden="true" className="size-6 shrink-0 text-rose-300" />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold text-white">{STREAM_TEXT.title}</h2>
          <p className="mt-0.5 text-xs leading-5 text-white/60">{STREAM_TEXT.note}</p>
        </div>
      </div>

      <div className="flex items-start gap-3">
        {hidden ? <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" /> : <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-white/40" />}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold text-white">{STREAM_TEXT.hideCode}</p>
          <p className="text-xs leading-5 text-white/60">{STREAM_TEXT.hideCodeNote}</p>
        </div>
        <Switch checked={hidden} onCheckedChange={on.hideCode} label={STREAM_TEXT.hideCode} />
      </div>
      {hidden ? (
        <div className="flex items-center gap-3 rounded-2xl bg-white/[0.04] p-3 ring-1 ring-white/10">
          <span dir="ltr" className="flex-1 text-center text-2xl font-bold tracking-[0.3em] text-gold-300" data-testid="stream-code">
            {state.code}
          </span>
          <Button size="sm" variant="secondary" onClick={on.showCode} icon={<Eye aria-hidden="true" className="size-4" />} data-testid="show-code-on-screen">
            {STREAM_TEXT.showOnScreen}
          </Button>
        </div>
      ) : null}

      <label className="flex items-center gap-3 text-sm font-bold text-white">
        <span className="flex-1">{STREAM_TEXT.maxPlayers}</span>
        <select
          className="min-h-11 rounded-2xl bg-white/[0.06] px-3 text-white ring-1 ring-white/15"
          value={state.maxPlayers ?? PLAYER_LIMITS.maxPlayers}
          onChange={(e) => on.maxPlayers(Number(e.target.value))}
          data-testid="max-players"
        >
          {CAPS.map((n) => (
            <option key={n} value={n} disabled={n < seated} className="bg-night-900">
              {countText(n, SEATS)}
            </option>
          ))}
        </select>
      </label>

      <label className="flex flex-col gap-1 text-sm font-bold text-white">
        <span className="flex items-center gap-3">
          <span className="flex-1">{STREAM_TEXT.delay}</span>
          <select
            className="min-h-11 rounded-2xl bg-white/[0.06] px-3 text-white ring-1 ring-white/15 disabled:opacity-50"
            value={state.streamDelay ?? 0}
            disabled={!inLobby}
            onChange={(e) => on.delay(Number(e.target.value))}
            data-testid="stream-delay-select"
          >
            {DELAYS.map((n) => (
              <option key={n} value={n} className="bg-night-900">
                {n ? countText(n, SECONDS) : "بلا تأخير"}
              </option>
            ))}
          </select>
        </span>
        <span className="text-xs font-normal leading-5 text-white/60">{inLobby ? STREAM_TEXT.delayNote : STREAM_TEXT.lobbyOnly}</span>
      </label>

      <div className="flex items-start gap-3">
        <Users aria-hidden="true" className={cx("mt-0.5 size-5 shrink-0", state.audienceTeam ? "text-[#ddd6fe]" : "text-white/40")} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold text-white">{STREAM_TEXT.audienceTeam}</p>
          <p className="text-xs leading-5 text-white/60">{inLobby ? STREAM_TEXT.audienceTeamNote : STREAM_TEXT.lobbyOnly}</p>
        </div>
        <Switch checked={!!state.audienceTeam} onCheckedChange={on.audienceTeam} label={STREAM_TEXT.audienceTeam} disabled={!inLobby} />
      </div>

      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className={cx("mt-0.5 size-5 shrink-0", state.moderation ? "text-emerald-300" : "text-white/40")} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold text-white">{STREAM_TEXT.moderation}</p>
          <p className="text-xs leading-5 text-white/60">{inLobby ? STREAM_TEXT.moderationNote : STREAM_TEXT.lobbyOnly}</p>
        </div>
        <Switch checked={!!state.moderation} onCheckedChange={on.moderation} label={STREAM_TEXT.moderation} disabled={!inLobby} />
      </div>
      {state.moderation && state.moderatorPasscode ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-white/[0.04] p-3 ring-1 ring-white/10" data-testid="moderator-passcode">
          <p className="flex items-center gap-2 text-xs text-white/60">
            <KeyRound aria-hidden="true" className="size-4" />
            {STREAM_TEXT.passcode}
          </p>
          <div className="flex items-center gap-3">
            <span dir="ltr" className="flex-1 text-center text-2xl font-bold tracking-[0.25em] text-white" data-testid="moderator-passcode-value">
              {state.moderatorPasscode}
            </span>
            <Button size="sm" variant="secondary" onClick={on.rotate} icon={<RefreshCw aria-hidden="true" className="size-4" />}>
              {STREAM_TEXT.rotate}
            </Button>
          </div>
          <p dir="ltr" className="break-all text-center text-xs text-white/60">
            {STREAM_TEXT.modLink(origin, state.code).replace(/^https?:\/\//, "")}
          </p>
        </div>
      ) : null}
    </section>
  );
}
