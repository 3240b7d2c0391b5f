// The nickname-and-avatar entry card (spec 001 §2, §5): shown when no nickname is
// saved for this room. Random starting avatar, a counter, the spec's checks, and the
// server's duplicate-name answer inline under the field.
import { DoorOpen } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { GameType } from "../../../../schema/limits";
import { GAME_LOOK, useGameName } from "../games/use-games";
import { Button } from "../../ui/button";
import { cx } from "../../ui/cx";
import { GameTile } from "../games/game-card";
import type { AvatarLayers } from "../../ui/layered-avatar";
import { AvatarEditor } from "../players/avatar-editor";
import { hydratedInNextTask } from "../../runtime/hydrate-later";
import { joinNicknameError, NicknameField, nicknameLength, type NicknameRules } from "../players/nickname-field";
import { RoomPlayers, type SeatedPlayer } from "./room-players";

/** The avatar's picker is the card's heaviest part: hydrated a task after the rest of a drawn card. */
const AvatarPicker = hydratedInNextTask(AvatarEditor);

export function EntryCard({
  code,
  roomName,
  gameType,
  initialNickname,
  initialAvatar,
  rules,
  serverError,
  submitting,
  onSubmit,
  players = [],
  fillNickname = "",
  autoFocus = !initialNickname,
}: {
  code: string;
  roomName: string | null;
  gameType: GameType;
  initialNickname: string;
  initialAvatar: AvatarLayers;
  rules: NicknameRules;
  /** The server refused the last name (duplicate or invalid). */
  serverError: string | null;
  submitting: boolean;
  onSubmit: (nickname: string, avatar: AvatarLayers) => void;
  /** Who is in the room already. */
  players?: readonly SeatedPlayer[];
  /** A name that arrives after the card is on screen (typed before the app ran, or remembered): put in the field unless something was typed since. */
  fillNickname?: string;
  /** Focus the field at once (a card drawn by the server does not: the browser would scroll the room's name away). */
  autoFocus?: boolean;
}) {
  const [nickname, setNickname] = useState(initialNickname);
  const [avatar, setAvatar] = useState(initialAvatar);
  const [error, setError] = useState<string | null>(null);
  const [dismissedServerError, setDismissedServerError] = useState<string | null>(null);
  const gameName = useGameName(gameType);
  const typedRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A card the worker drew takes typing before React owns it: a name typed after the app
  // read the card but before the hydration ended is only in the field, and React's next render
  // would overwrite it (with "" or the account's name). Taken at once, it counts as typed.
  useLayoutEffect(() => {
    const field = formRef.current?.querySelector<HTMLInputElement>("input[autocomplete=nickname]");
    if (!field || field.value === nickname || !field.value.trim()) return;
    typedRef.current = true;
    setNickname(field.value);
    // Only the first render can differ from the field: later ones are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (fillNickname && !typedRef.current) setNickname(fillNickname);
  }, [fillNickname]);

  const trimmedLength = nicknameLength(nickname.trim());
  const shownError = error ?? (serverError && serverError !== dismissedServerError ? serverError : null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (submitting) return;
    const problem = joinNicknameError(nickname, rules);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setDismissedServerError(null);
    onSubmit(nickname.trim(), avatar);
  }

  return (
    <div className="mx-auto w-full max-w-md">
      <div className="mb-6 text-center">
        <p className={cx("inline-flex items-center gap-2 text-sm font-bold", GAME_LOOK[gameType].text)}>
          <GameTile gameType={gameType} className="size-7 rounded-lg" iconClassName="size-4" />
          {gameName}
        </p>
        <h1 className="mt-3 text-3xl font-bold text-white">حيّاك الله!</h1>
        <p className="mt-2 text-white/70">
          أنت على وشك دخول {roomName ? <span className="font-bold text-white">«{roomName}»</span> : "الغرفة"}{" "}
          <span dir="ltr" className="font-mono font-bold tracking-wider text-white">
            {code}
          </span>
          . يمكنك اختيار شكلك وكتابة اسمك.
        </p>
      </div>
      <RoomPlayers players={players} />
      <noscript>
        <p className="mb-6 rounded-2xl bg-amber-400/10 p-4 text-center text-amber-100 ring-1 ring-amber-300/30">
          تحتاج اللعبة إلى JavaScript. يُرجى تفعيله في المتصفح ثم إعادة تحميل الصفحة للانضمام إلى الغرفة.
        </p>
      </noscript>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-6 rounded-3xl bg-white/[0.05] p-5 ring-1 ring-white/10 sm:p-7"
        aria-label="الدخول للغرفة"
      >
        <AvatarPicker avatar={avatar} onChange={setAvatar} />
        <NicknameField
          value={nickname}
          onChange={(value) => {
            typedRef.current = true;
            setNickname(value);
            if (error) setError(null);
            if (serverError) setDismissedServerError(serverError);
          }}
          max={rules.max}
          error={shownError}
          hint="هذا الاسم اللي بيشوفه أصحابك في الغرفة."
          autoFocus={autoFocus}
          onEnter={() => submit()}
        />
        <Button
          type="submit"
          size="lg"
          disabled={trimmedLength < rules.min}
          loading={submitting}
          icon={<DoorOpen aria-hidden="true" className="size-5" />}
        >
          {submitting ? "جاري الدخول..." : "دخول الغرفة"}
        </Button>
      </form>
    </div>
  );
}
