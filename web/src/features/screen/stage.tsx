// What the big screen (and, more compactly, the audience) shows of a running game: the
// question, prompt or picture, the countdown, who has answered (never what), the choices while
// voting, then the reveal in turn, the scores and the podium. Read from the public view only.
import { Users } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type { MemeView, MostLikelyView, TriviaView } from "../../../../schema/game-views";
import type { AudienceTallyView, GameView, RoomView } from "../../../../schema/protocol";
import { LayeredAvatar } from "../../ui/layered-avatar";
import { cx } from "../../ui/cx";
import { countText, POINTS, SECONDS, TIMES, VOTES } from "../../../../schema/arabic-count";

export const nameOf = (room: RoomView, id: string) => room.players[id]?.nickname ?? "لاعب";


/** Seconds left of the phase, counted down locally from the server's deadline. */
function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt ? Math.max(0, Math.ceil((endsAt - now) / 1000)) : null;
}

export function Countdown({ endsAt, big }: { endsAt: number | null; big: boolean }) {
  const left = useSecondsLeft(endsAt);
  if (left === null) return null;
  return (
    <div
      role="timer"
      aria-label={`الوقت المتبقي: ${countText(left, SECONDS)}`}
      className={cx("grid place-items-center rounded-full font-bold tabular-nums ring-4", left <= 5 ? "text-[#fda4af] ring-[#e11d48]" : "text-gold-300 ring-gold-500/60", big ? "size-28 text-5xl" : "size-14 text-2xl")}
    >
      {left}
    </div>
  );
}

function PlayerBadge({ room, id, big, note }: { room: RoomView; id: string; big: boolean; note?: ReactNode }) {
  const p = room.players[id];
  if (!p) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <LayeredAvatar color={p.avatarColor} face={p.avatarFace} custom={p.avatarCustom} size={big ? "xl" : "md"} />
      <span className={cx("max-w-40 truncate font-bold", big ? "text-2xl" : "text-base")}>{p.nickname}</span>
      {note}
    </div>
  );
}

/** Who has acted this phase: a tick beside those who have, nothing about what they chose. */
export function WhoActed({ room, game, big }: { room: RoomView; game: GameView; big: boolean }) {
  const ids = game.participants?.length ? game.participants : Object.keys(room.players);
  return (
    <ul className={cx("flex flex-wrap justify-center", big ? "gap-8" : "gap-3")} aria-label="من أنهى دوره">
      {ids.map((id) => {
        const status = game.playerStatus?.[id];
        const done = !!(game.currentPhase === "voting" ? status?.hasVoted : status?.hasAnswered || status?.hasSubmitted);
        return (
          <li key={id} className={cx("transition-opacity", done ? "opacity-100" : "opacity-45")} data-acted={done ? "yes" : "no"}>
            <PlayerBadge room={room} id={id} big={big} note={<span className={cx("font-bold", big ? "text-xl" : "text-sm", done ? "text-[#5eead4]" : "text-white/50")}>{done ? "✓ جاهز" : "…"}</span>} />
          </li>
        );
      })}
    </ul>
  );
}

function AudienceCount({ audience, optionId, big }: { audience: AudienceTallyView | null; optionId: string; big: boolean }) {
  const n = audience?.counts[optionId];
  if (!n) return null;
  return (
    <span className={cx("inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 font-bold text-[#c4b5fd]", big ? "text-xl" : "text-sm")} data-testid="audience-votes">
      <Users aria-label="أصوات الجمهور" className="size-[1em]" />
      {n}
    </span>
  );
}

/** «اختيار الجمهور», shown with the round's results (during the vote the counts speak for themselves). */
function AudienceChoice({ audience, optionId, round, big }: { audience: AudienceTallyView | null; optionId: string; round: number; big: boolean }) {
  if (!audience || audience.round !== round || audience.choice !== optionId) return null;
  return <span className={cx("rounded-full bg-[#7c3aed] px-3 font-bold text-white", big ? "text-xl" : "text-sm")}>اختيار الجمهور</span>;
}

const delay = (i: number) => ({ animationDelay: `${i * 600}ms` });

interface StageProps<V> {
  room: RoomView;
  game: V;
  audience: AudienceTallyView | null;
  big: boolean;
  /** The choices while voting (the audience's phone shows them as its vote buttons instead). */
  choices: boolean;
}

function TriviaStage({ room, game, audience, big, choices }: StageProps<TriviaView>) {
  const question = game.currentQuestion;
  const title = big ? "text-4xl leading-snug 2xl:text-5xl" : "text-2xl";
  if (game.currentPhase === "subcategory_selection")
    return <p className={cx("text-center font-bold", title)}>{game.subcategorySelector ? `دور ${nameOf(room, game.subcategorySelector)} في اختيار فئة السؤال` : "اختيار فئة السؤال"}</p>;
  if (game.currentPhase === "final_ranking") return null;
  const reveal = game.currentPhase === "round_results";
  // The reveal: each lie in turn with who wrote it and who fell for it, the truth last.
  const options = reveal ? [...game.displayOptions].sort((a, b) => (a.type === "correct" ? 1 : 0) - (b.type === "correct" ? 1 : 0)) : game.displayOptions;
  return (
    <div className="flex w-full flex-col items-center gap-8">
      {question ? <h2 className={cx("max-w-5xl text-center font-bold", title)}>{question.content}</h2> : null}
      {game.currentPhase === "writing" ? <p className={cx("text-white/70", big ? "text-3xl" : "text-lg")}>اكتبوا كذبة مقنعة على جوالاتكم</p> : null}
      {options.length > 0 && (reveal || choices) ? (
        <ol className={cx("grid w-full max-w-6xl gap-4", big ? "grid-cols-2" : "grid-cols-1")} data-testid="screen-options">
          {options.map((o, i) => (
            <li
              key={o.id}
              style={reveal ? delay(i) : undefined}
              className={cx(
                "flex flex-col gap-1 rounded-3xl px-5 py-3 ring-2",
                reveal ? (o.type === "correct" ? "screen-truth bg-[#0d9488]/30 ring-[#2dd4bf]" : "screen-reveal bg-white/[0.06] ring-white/15") : "bg-white/[0.06] ring-white/15",
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className={cx("font-bold", big ? "text-3xl 2xl:text-4xl" : "text-xl")}>{o.answer}</span>
                <span className="flex gap-2">
                  <AudienceCount audience={audience} optionId={o.id} big={big} />
                  {reveal ? <AudienceChoice audience={audience} optionId={o.id} round={game.roundNumber} big={big} /> : null}
                </span>
              </div>
              {reveal ? (
                <p className={cx("text-white/75", big ? "text-xl 2xl:text-2xl" : "text-sm")}>
                  {o.type === "correct" ? "الجواب الصحيح" : o.authors?.length ? `كذبة ${o.authors.map((a) => nameOf(room, a)).join(" و")}` : "كذبة من اللعبة"}
                  {o.voters?.length ? ` · صدّقها: ${o.voters.map((v) => nameOf(room, v)).join("، ")}` : ""}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function MemeStage({ room, game, audience, big, choices }: StageProps<MemeView>) {
  if (game.currentPhase === "final_ranking") return null;
  const reveal = game.currentPhase === "round_results";
  return (
    <div className={cx("flex w-full flex-col items-center gap-6", big && "lg:flex-row lg:items-start lg:justify-center")}>
      {game.currentMeme ? <img src={game.currentMeme.imageUrl} alt="صورة الميم" className={cx("rounded-3xl object-contain ring-2 ring-white/15", big ? "max-h-[55vh] max-w-[45vw]" : "max-h-64")} /> : null}
      {game.currentPhase === "captioning" ? <p className={cx("text-white/70", big ? "text-3xl" : "text-lg")}>اكتبوا أطرف تعليق على جوالاتكم</p> : null}
      {game.submissions.length > 0 && (reveal || choices) ? (
        <ol className="flex w-full max-w-3xl flex-col gap-4">
          {game.submissions.map((s, i) => (
            <li key={s.id} style={reveal ? delay(i) : undefined} className={cx("rounded-3xl bg-white/[0.06] p-5 ring-2", reveal && s.isTop ? "ring-gold-500" : "ring-white/15", reveal && "screen-reveal")}>
              <p className={cx("font-bold", big ? "text-3xl" : "text-lg")}>{s.captions.join(" / ")}</p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                {reveal && s.authorId ? <span className={cx("text-white/75", big ? "text-2xl" : "text-sm")}>{`${nameOf(room, s.authorId)} · ${countText(s.voteCount ?? 0, VOTES)}`}</span> : null}
                <AudienceCount audience={audience} optionId={s.id} big={big} />
                {reveal ? <AudienceChoice audience={audience} optionId={s.id} round={game.roundNumber} big={big} /> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function MostLikelyStage({ room, game, audience, big }: StageProps<MostLikelyView>) {
  if (game.currentPhase === "game_end") return null;
  const reveal = game.currentPhase === "round_results";
  return (
    <div className="flex w-full flex-col items-center gap-8">
      {game.currentQuestion ? <h2 className={cx("max-w-5xl text-center font-bold", big ? "text-5xl leading-snug" : "text-2xl")}>{game.currentQuestion.content}</h2> : null}
      {reveal ? (
        <ol className="flex flex-wrap justify-center gap-10">
          {game.accusations.map((a, i) => (
            <li key={a.playerId} style={delay(i)} className={cx("screen-reveal flex flex-col items-center gap-2 rounded-3xl p-4", game.accused.includes(a.playerId) && "bg-[#e11d48]/20 ring-2 ring-[#e11d48]")}>
              <PlayerBadge room={room} id={a.playerId} big={big} note={<span className={cx("font-bold text-gold-300", big ? "text-2xl" : "text-sm")}>{countText(a.count, VOTES)}</span>} />
              <AudienceChoice audience={audience} optionId={a.playerId} round={game.roundNumber} big={big} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="flex flex-wrap justify-center gap-3">
          {game.participants.map((id) => (
            <span key={id} className="flex items-center gap-2">
              <AudienceCount audience={audience} optionId={id} big={big} />
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

export function GameStage({ room, audience, big, choices = true }: { room: RoomView; audience: AudienceTallyView | null; big: boolean; choices?: boolean }) {
  const game = room.game;
  if (!game) return null;
  const props = { room, audience, big, choices };
  if (game.gameType === "trivia-deception") return <TriviaStage {...props} game={game} />;
  if (game.gameType === "meme-game") return <MemeStage {...props} game={game} />;
  return <MostLikelyStage {...props} game={game} />;
}

/** The scores after a round (points flying in) and the final podium with confetti. */
export function Scoreboard({ room, big }: { room: RoomView; big: boolean }) {
  const game = room.game;
  if (!game) return null;
  const final = game.currentPhase === "final_ranking" || game.currentPhase === "game_end";
  // Most likely has no points: its podium counts the rounds each player was the room's choice.
  const byWins = game.gameType === "most-likely";
  const ranking = byWins ? winsRanking(game) : (game.ranking ?? []);
  const unit = byWins ? TIMES : POINTS;
  if (!final && game.currentPhase !== "round_results") return null;
  if (final) {
    const podium = [ranking[1], ranking[0], ranking[2]].filter(Boolean);
    return (
      <section aria-label="منصة التتويج" className="flex w-full flex-col items-center gap-6" data-testid="screen-podium">
        <h2 className={cx("font-bold text-gold-300", big ? "text-6xl" : "text-3xl")}>منصة التتويج</h2>
        <ol className="flex items-end justify-center gap-6">
          {podium.map((r) => (
            <li key={r.playerId} className="screen-reveal flex flex-col items-center gap-3" style={{ animationDelay: `${(r.rank - 1) * 300}ms` }}>
              <PlayerBadge room={room} id={r.playerId} big={big} />
              <div className={cx("grid w-40 place-items-center rounded-t-3xl bg-white/10 font-bold", r.rank === 1 ? "h-56 text-gold-300" : r.rank === 2 ? "h-40" : "h-28", big ? "text-5xl" : "text-2xl")}>
                {r.rank}
                <span className={cx("text-white/80", big ? "text-2xl" : "text-base")}>
                  {countText(r.score, unit)}
                </span>
              </div>
            </li>
          ))}
        </ol>
        <Confetti />
      </section>
    );
  }
  const gains = (game.roundPoints ?? {}) as Record<string, number>;
  return (
    <section aria-label="النقاط" className="w-full max-w-4xl">
      <ol className="flex flex-col gap-2">
        {ranking.map((r, i) => (
          <li key={r.playerId} className="screen-points flex items-center justify-between rounded-2xl bg-white/[0.05] px-5 py-2" style={{ animationDelay: `${1800 + i * 200}ms` }}>
            <span className={cx("font-bold", big ? "text-2xl 2xl:text-3xl" : "text-lg")}>
              {r.rank}. {nameOf(room, r.playerId)}
            </span>
            <span className={cx("flex items-center gap-4 tabular-nums", big ? "text-2xl 2xl:text-3xl" : "text-lg")}>
              {gains[r.playerId] ? (
                <span dir="ltr" className="rounded-full bg-[#0d9488]/25 px-3 text-[#5eead4]">
                  +{gains[r.playerId].toLocaleString("en-US")}
                </span>
              ) : null}
              <span>{r.score.toLocaleString("en-US")}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function winsRanking(game: MostLikelyView): { playerId: string; score: number; rank: number }[] {
  const rows = game.participants.map((playerId) => ({ playerId, score: game.roundWins[playerId] ?? 0 })).sort((a, b) => b.score - a.score);
  return rows.map((row) => ({ ...row, rank: rows.findIndex((r) => r.score === row.score) + 1 }));
}

const CONFETTI_COLOURS = ["#ffd54a", "#2dd4bf", "#f43f5e", "#8b5cf6", "#38bdf8"];

function Confetti() {
  return (
    <div aria-hidden="true">
      {Array.from({ length: 40 }, (_, i) => (
        <span
          key={i}
          className="screen-confetti"
          style={{ insetInlineStart: `${(i * 37) % 100}%`, background: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length], animationDuration: `${3 + (i % 5)}s`, animationDelay: `${(i % 7) * 0.4}s` }}
        />
      ))}
    </div>
  );
}
