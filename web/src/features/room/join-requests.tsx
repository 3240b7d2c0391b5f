// What the host sees of people held at the door: someone new asked for the name
// of a player the host kicked, or the host locked the room («قفل الغرفة»), so the
// room waits for the host's word. «قبول» seats them, «رفض» tells them no. Shown over the
// lobby and the game alike, for the host only.
import { Check, UserPlus, X } from "lucide-react";
import { useState } from "react";
import type { JoinRequestView } from "../../../../schema/protocol";
import { Button } from "../../ui/button";

/** Why the person waits, in the host's words: the lock, or a kicked player's name. */
export const HELD_REASON: Record<"locked" | "name" | "kicked-name", string> = {
  locked: "الغرفة مقفلة: لا يدخل أحد جديد إلا بموافقتك.",
  name: "اسم جديد ينتظر مراجعة مشرف النصوص، ويمكن قبوله أو رفضه من هنا أيضًا.",
  "kicked-name": "الاسم نفسه لشخص أُخرج من الغرفة. يمكن قبول الطلب إن كان شخصًا آخر.",
};
import { LayeredAvatar } from "../../ui/layered-avatar";

export function JoinRequests({
  requests,
  onAnswer,
  onAnswerAll,
}: {
  requests: JoinRequestView[];
  onAnswer: (playerId: string, admit: boolean) => void;
  /** «قبول الكل» / «رفض الكل»: a crowd at the door answered in one frame. */
  onAnswerAll?: (playerIds: string[], admit: boolean) => void;
}) {
  // A tapped answer stays disabled until the room's next list drops the request.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  if (!requests.length) return null;
  const answer = (playerId: string, admit: boolean) => {
    setAnswered((s) => new Set(s).add(playerId));
    onAnswer(playerId, admit);
  };
  const answerAll = (admit: boolean) => {
    const ids = requests.map((r) => r.playerId).filter((id) => !answered.has(id));
    setAnswered((s) => new Set([...s, ...ids]));
    onAnswerAll?.(ids, admit);
  };
  return (
    <section
      aria-label="طلبات الانضمام"
      data-testid="join-requests"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-night-900/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur-md"
    >
      {onAnswerAll && requests.length > 1 ? (
        <div className="mx-auto mb-3 grid w-full max-w-md grid-cols-2 gap-2" data-testid="join-requests-all">
          <Button size="sm" onClick={() => answerAll(true)} icon={<Check aria-hidden="true" className="size-4" />}>
            قبول الكل ({requests.length})
          </Button>
          <Button size="sm" variant="danger" onClick={() => answerAll(false)} icon={<X aria-hidden="true" className="size-4" />}>
            رفض الكل
          </Button>
        </div>
      ) : null}
      <ul className="mx-auto flex max-h-[45vh] w-full max-w-md flex-col gap-3 overflow-y-auto">
        {requests.map((request) => (
          <li key={request.playerId} className="flex flex-col gap-3 rounded-2xl bg-white/[0.06] p-3 ring-1 ring-white/10">
            <div className="flex items-center gap-3">
              <LayeredAvatar color={request.avatar.color} face={request.avatar.face} custom={request.avatar.custom} size="sm" />
              <p className="min-w-0 flex-1 text-start font-bold text-white">
                <UserPlus aria-hidden="true" className="me-1.5 inline size-4 text-brand-300" />
                <bdi>{request.nickname}</bdi> يطلب الانضمام
              </p>
            </div>
            <p className="text-sm text-white/60">{HELD_REASON[request.reason ?? "kicked-name"]}</p>
            <div className="grid grid-cols-2 gap-2">
              <Button size="sm" disabled={answered.has(request.playerId)} onClick={() => answer(request.playerId, true)} icon={<Check aria-hidden="true" className="size-4" />}>
                قبول
              </Button>
              <Button size="sm" variant="danger" disabled={answered.has(request.playerId)} onClick={() => answer(request.playerId, false)} icon={<X aria-hidden="true" className="size-4" />}>
                رفض
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
