// «ساعدوني بكذبة»: under the lie form, a player stuck for a lie takes one of the
// question's house lies, sent by the room as their own (durable-objects/games/trivia-deception/
// lie-help.ts). The button says how many are left this game; the room's refusals (none left, no
// house lie for this question) come as the usual toast, and the button is free again.
import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { countText, TIMES } from "../../../../../schema/arabic-count";
import type { TriviaView } from "../../../../../schema/game-views";
import { GuardedButton } from "../shared/guarded-button";
import type { PhaseScreenProps } from "../shared/game-props";
import { phaseKey } from "../shared/rounds";
import { useSubmissionErrors } from "../shared/use-submission-errors";

export const LIE_HELP_TEXTS = {
  button: "ساعدوني بكذبة",
  left: (n: number) => (n > 0 ? `باقي لك ${countText(n, TIMES)} في هذه اللعبة` : "انتهت مساعدات الكذب في هذه اللعبة"),
} as const;

const ACTION = "SUGGEST_LIE";

export function LieHelp({ view, send, subscribe }: Pick<PhaseScreenProps<TriviaView>, "view" | "send" | "subscribe">) {
  // The phase it was asked in: a refusal or a new phase frees the button.
  const [asked, setAsked] = useState<string | null>(null);
  const leftId = useId();
  const key = phaseKey(view);
  useSubmissionErrors(subscribe, () => setAsked(null), [ACTION]);
  const left = view.lieHelpsLeft;
  if (left === undefined) return null;
  const pending = asked === key;
  return (
    <div className="mt-3 flex flex-col items-center gap-1.5" data-testid="lie-help">
      <GuardedButton
        guardId="trivia-lie-help"
        variant="secondary"
        className="w-full"
        loading={pending}
        disabled={left === 0 || pending || !view.currentQuestion}
        onPress={async () => {
          setAsked(key);
          if (!(await send("game-action", { action: ACTION, payload: {} }))) setAsked(null);
        }}
        icon={<Sparkles aria-hidden="true" className="size-5" />}
        aria-describedby={leftId}
      >
        {LIE_HELP_TEXTS.button}
      </GuardedButton>
      <p id={leftId} className="text-sm text-white/70" data-testid="lie-help-left">
        {LIE_HELP_TEXTS.left(left)}
      </p>
    </div>
  );
}
