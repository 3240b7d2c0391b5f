// The big screen's parts for the answer games (bluff trivia, «عنّا»): the answers with the
// audience's counts while voting, and the reveal's beats: a lie and whose it was, the lies nobody
// believed, the truth and who found it. Each game says its own words and counts its own points.
import { CheckCircle2 } from "lucide-react";
import type { AudienceTallyView, RoomView } from "../../../../../schema/protocol";
import { cx } from "../../../ui/cx";
import { AudienceChoice, AudienceCount, AvatarRow, sizes } from "../stage-kit/parts";
import { latinDigits } from "../../../../../schema/arabic-count";

interface AnswerShown {
  id: string;
  answer: string;
}

/** Where the audience's pick is looked up: this round's tally only. */
interface AudienceAt {
  audience: AudienceTallyView | null;
  round: number;
  big: boolean;
}

const gain = (n: number) => `+${latinDigits(n)}`;

/** Points an answer won, in the reveal's teal. */
export function GainPill({ points, className }: { points: number; className: string }) {
  return (
    <span dir="ltr" className={cx("rounded-full bg-[#0d9488]/35 text-[#5eead4]", className)}>
      {gain(points)}
    </span>
  );
}

/** The answers while voting, each with the audience's count. */
export function StageOptions({ options, audience, round, big }: AudienceAt & { options: AnswerShown[] }) {
  const s = sizes(big);
  return (
    <ol className={cx("grid w-full max-w-[110rem] gap-5", big ? "grid-cols-2" : "grid-cols-1")} data-testid="screen-options">
      {options.map((o) => (
        <li key={o.id} className="flex items-center justify-between gap-4 rounded-3xl bg-white/[0.08] px-8 py-4 ring-2 ring-white/20">
          <span className={cx("font-bold", s.name)} data-option-text>
            {o.answer}
          </span>
          <AudienceCount audience={audience} optionId={o.id} round={round} big={big} />
        </li>
      ))}
    </ol>
  );
}

/** A lie, large, as it is revealed. */
export function LieCard({ answer, big }: { answer: string; big: boolean }) {
  return (
    <p className={cx("screen-reveal rounded-[2rem] bg-white/[0.08] px-12 py-6 text-center font-bold ring-2 ring-white/25", sizes(big).hero)} data-testid="screen-lie">
      {answer}
    </p>
  );
}

/** Who fell for a lie, under it. */
export function FooledRow({ room, ids, title, avatar, big }: { room: RoomView; ids: string[]; title: string; avatar: "xl" | "2xl"; big: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4">
      <p className={cx("font-bold text-white/90", sizes(big).body)}>{title}</p>
      <AvatarRow room={room} ids={ids} big={big} avatar={big ? avatar : undefined} label="من صدّقها" />
    </div>
  );
}

/** Whose lie it was, what it earned, and the audience's pick when it was this one. */
export function AuthorLine({ author, earned, optionId, audience, round, big }: AudienceAt & { author: string; earned: number; optionId: string }) {
  return (
    <p className={cx("screen-land flex flex-wrap items-center justify-center gap-6 font-bold", sizes(big).name)} data-testid="screen-author">
      <span>{author}</span>
      {earned ? <GainPill points={earned} className="px-6" /> : null}
      <AudienceChoice audience={audience} optionId={optionId} round={round} big={big} />
    </p>
  );
}

/** The lies nobody believed, together, each with whose it was. */
export function UnpickedLies<L extends AnswerShown>({ lies, big, authorOf }: { lies: L[]; big: boolean; authorOf: (lie: L) => string }) {
  const s = sizes(big);
  return (
    <div className="flex w-full flex-col items-center gap-8">
      <p className={cx("font-bold text-white/90", s.title)}>لم يصدّقها أحد</p>
      <ul className={cx("grid w-full max-w-[100rem] gap-5", big && lies.length > 1 ? "grid-cols-2" : "grid-cols-1")}>
        {lies.map((o, i) => (
          <li key={o.id} className="screen-reveal flex flex-col items-center gap-1 rounded-3xl bg-white/[0.06] px-8 py-5 text-center ring-2 ring-white/15" style={{ animationDelay: `${i * 150}ms` }}>
            <span className={cx("font-bold", s.name)}>{o.answer}</span>
            <span className={cx("text-white/85", s.body)}>{authorOf(o)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The truth, under its title. */
export function TruthCard({ title, answer, big }: { title: string; answer: string; big: boolean }) {
  const s = sizes(big);
  return (
    <>
      <p className={cx("flex items-center gap-4 font-bold text-[#5eead4]", s.title)}>
        <CheckCircle2 aria-hidden="true" className="size-[1em]" />
        {title}
      </p>
      <p className={cx("screen-truth rounded-[2rem] bg-[#0d9488]/35 px-12 py-6 text-center font-bold ring-4 ring-[#2dd4bf]", s.hero)} data-testid="screen-truth">
        {answer}
      </p>
    </>
  );
}

/** Who found the truth and what finding it earned each. */
export function FoundRow({ room, ids, points, optionId, audience, round, big, avatar, label }: AudienceAt & { room: RoomView; ids: string[]; points: number; optionId: string; avatar: "xl" | "2xl"; label: string }) {
  return (
    <div className="flex flex-col items-center gap-4">
      <p className={cx("flex items-center gap-4 font-bold text-white/90", sizes(big).body)}>
        وجده
        <GainPill points={points} className="px-4" />
        <AudienceChoice audience={audience} optionId={optionId} round={round} big={big} />
      </p>
      <AvatarRow room={room} ids={ids} big={big} avatar={big ? avatar : undefined} label={label} />
    </div>
  );
}
