// A moderated game keeps a text out of the vote when the moderator refuses it or does not judge it
// in time. Its author would otherwise wait for a lie or a caption that never shows: they are told,
// kindly, as the host's «إخفاء» tells them.
import { Info } from "lucide-react";
import { GameNotice } from "./game-panel";

export const REFUSED_TEXT = "لم يعتمد مشرف النصوص ما كتبته في هذه الجولة، فلن يظهر للبقية. لا بأس، يمكنك المحاولة بشيء آخر في الجولة القادمة";

export function RefusedNotice({ refused }: { refused: boolean | undefined }) {
  if (!refused) return null;
  return (
    <div data-testid="text-refused">
      <GameNotice icon={<Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}>{REFUSED_TEXT}</GameNotice>
    </div>
  );
}
