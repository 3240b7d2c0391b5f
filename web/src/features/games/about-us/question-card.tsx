// The subject's question: whose it is (avatar and name) and the question they answered.
import { LayeredAvatar } from "../../../ui/layered-avatar";
import type { RoomView } from "../../../../../schema/protocol";
import { playerAvatar } from "../../players/player-tile";
import { CardText } from "../shared/card-text";
import { playerName } from "../shared/player-chip";
import { ABOUT_US_TEXTS } from "./texts";

export function SubjectQuestionCard({ state, subjectId, question, compact = false }: { state: RoomView; subjectId: string; question: string | null; compact?: boolean }) {
  const player = state.players[subjectId];
  const mine = subjectId === state.you;
  return (
    <section aria-label="السؤال" className="rounded-3xl bg-linear-to-b from-[#0369a1]/30 to-[#0369a1]/10 p-4 ring-1 ring-[#38bdf8]/40 sm:p-5" data-testid="subject-card" data-subject-id={subjectId}>
      <div className="flex items-center gap-3">
        {player ? <LayeredAvatar {...playerAvatar(player)} size="sm" /> : null}
        <p className="font-bold text-[#7dd3fc]" data-testid="subject-name">
          {mine ? ABOUT_US_TEXTS.subject.title : ABOUT_US_TEXTS.writing.about(playerName(state, subjectId))}
        </p>
      </div>
      {question ? <CardText text={question} compact={compact} testId="question-text" gap="mt-3" /> : null}
    </section>
  );
}
