// Create-room screen (spec 000 §2 and §7): signed-in users and guests.
import { packCodeParam } from "../features/lobby/pack-param";
import { ArrowLeft, CircleAlert, Plus } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import type { CreateRoomBody, createRoomAnswerSchema } from "../../../schema/api";
import type { GameType } from "../../../schema/limits";
import { CLIENT_TIMINGS } from "../../../schema/limits";
import { ApiError, apiJson, messageFor } from "../lib/api";
import { useAvatarCatalog } from "../lib/avatar-assets";
import { useAccess, useAuth } from "../lib/auth";
import { useCharacterLimits } from "../lib/catalog";
import { isGameType, useGames, type GameView } from "../features/games/use-games";
import { initialCreateNickname } from "../features/room/default-nickname";
import { randomAvatar, saveRoomProfile } from "../features/players/profile";
import { ensureGuestPlayerId, getStoredNickname, storeNickname } from "../lib/identity";
import { usePageMeta } from "../lib/page-meta";
import { FORCED_LOGIN_PATH, startSignIn } from "../lib/sign-in";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { GameOptions, isGameLocked } from "../features/games/game-card";
import { GoogleIcon } from "../ui/google-icon";
import { PageShell, SiteHeader } from "../ui/page-shell";
import { LoadingScreen } from "../ui/spinner";
import { toast } from "../ui/toast";
import { countText, LETTERS } from "../../../schema/arabic-count";

type CreateRoomAnswer = z.infer<typeof createRoomAnswerSchema>;

/** Delay before a forced re-login after a 401 (spec 000 §7 reading: the toast shows first). */
const RELOGIN_DELAY_MS = CLIENT_TIMINGS.reloginDelayMs;

function BackToHome() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-medium text-white/80 hover:bg-white/10 hover:text-white"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      <span>رجوع</span>
    </Link>
  );
}

export default function CreateRoom() {
  usePageMeta({ title: "إنشاء غرفة", description: "إنشاء غرفة لعب جديدة في مجلس ودعوة الأصحاب إليها بالكود." });
  const { user, isLoading: authLoading } = useAuth();
  const { hasAccess, isLoading: accessLoading } = useAccess(user);
  const { games, isLoading: gamesLoading } = useGames();
  const limits = useCharacterLimits();
  const avatarCatalog = useAvatarCatalog();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requestedGame = searchParams.get("game");
  // A pack's page sends its code along: the room's lobby opens with that pack chosen.
  const requestedPack = packCodeParam(searchParams.get("pack"));

  const [nickname, setNickname] = useState<string | null>(null);
  const [roomName, setRoomName] = useState("");
  const [gameType, setGameType] = useState<GameType | null>(null);
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [roomNameError, setRoomNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const nicknameId = useId();
  const nicknameHintId = useId();
  const roomNameId = useId();
  const roomNameHintId = useId();
  const gamesLabelId = useId();

  const ready = !authLoading && !accessLoading && !gamesLoading;
  const isLocked = (type: GameType) => games.some((g) => g.gameType === type && isGameLocked(g, hasAccess));

  // Defaults once identity and catalogue are known: the nickname, then ?game= if it is open to this user.
  useEffect(() => {
    if (!ready) return;
    if (nickname === null) {
      // A new guest starts with a friendly name, not an empty field.
      const initial = initialCreateNickname(user ? user.displayName : null, getStoredNickname());
      setNickname(Array.from(initial).slice(0, limits.playerName.max).join(""));
    }
    if (gameType === null) {
      const wanted = isGameType(requestedGame) && games.some((g) => g.gameType === requestedGame) ? requestedGame : null;
      const fallback = games.find((g) => !g.isPremium || hasAccess)?.gameType ?? games[0]?.gameType ?? null;
      setGameType(wanted && !isLocked(wanted) ? wanted : fallback);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  if (!ready || nickname === null) return <LoadingScreen />;

  const trimmedNickname = nickname.trim();
  const nicknameLength = Array.from(nickname).length;
  const roomNameLength = Array.from(roomName).length;

  function chooseGame(game: GameView) {
    if (isGameLocked(game, hasAccess)) {
      toast({
        variant: "destructive",
        title: "لعبة مميزة",
        description: "هذه اللعبة للأعضاء المميزين. مع العضوية المميزة تُفتح لك ولأصحابك.",
      });
      return;
    }
    setGameType(game.gameType);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setRoomNameError(null);
    const length = Array.from(trimmedNickname).length;
    if (length < limits.playerName.min) {
      setNicknameError("يلزم كتابة اسمك ليعرفك أصحابك");
      return;
    }
    if (length > limits.playerName.max) {
      setNicknameError(`الاسم لا يزيد عن ${countText(limits.playerName.max, LETTERS)}`);
      return;
    }
    if (!gameType) {
      setFormError("يُرجى اختيار لعبة أولًا");
      return;
    }
    setNicknameError(null);
    setSubmitting(true);
    try {
      const body: CreateRoomBody = { gameType, name: roomName.trim() || null, nickname: trimmedNickname };
      if (!user) {
        body.playerId = await ensureGuestPlayerId();
        storeNickname(trimmedNickname);
      }
      const room = await apiJson<CreateRoomAnswer>("POST", "/api/rooms", body);
      // The creator already gave a name: the room opens straight on the lobby, with a random avatar to change there.
      saveRoomProfile(user?.id ?? body.playerId!, room.code, trimmedNickname, randomAvatar(avatarCatalog));
      toast({ title: "تم إنشاء الغرفة", description: `كود الغرفة: ${room.code}` });
      navigate(`/room/${encodeURIComponent(room.code)}${requestedPack ? `?pack=${encodeURIComponent(requestedPack)}` : ""}`);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 401) {
        toast({ variant: "destructive", title: "يلزم تسجيل الدخول", description: "جاري تحويلك لتسجيل الدخول الآن..." });
        setTimeout(() => window.location.assign(FORCED_LOGIN_PATH), RELOGIN_DELAY_MS);
        return;
      }
      // A refusal that names its field is shown under that field, once; anything else under the form.
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      const onNickname = fields.find((f) => f.field === "nickname");
      const onRoomName = fields.find((f) => f.field === "name");
      if (onNickname || onRoomName) {
        if (onNickname) setNicknameError(onNickname.message);
        if (onRoomName) setRoomNameError(onRoomName.message);
        return;
      }
      // Spec 000 §7: a failed creation is said in a toast, with the server's reason.
      toast({ variant: "destructive", title: "فشل إنشاء الغرفة", description: messageFor(error, "حدث خطأ غير متوقع") });
    }
  }

  return (
    <PageShell
      width="narrow"
      footer={false}
      header={
        <SiteHeader>
          <BackToHome />
        </SiteHeader>
      }
    >
      <h1 className="text-3xl font-bold text-white">إنشاء غرفة جديدة</h1>
      <p className="mt-2 text-white/70">اختيار اللعبة والاسم، ثم مشاركة الكود مع أصحابك.</p>
      {!user ? (
        // A guest plays at once; signing in, which premium needs, stays one tap away and comes back here.
        <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-white/[0.04] p-4 ring-1 ring-white/10 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm leading-6 text-white/75">
            <strong className="font-bold text-white">تسجيل الدخول اختياري:</strong> يمكنك إنشاء الغرفة واللعب كضيف الآن، والحساب يلزم
            للعضوية المميزة فقط.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            icon={<GoogleIcon />}
            onClick={() => startSignIn("create-room", `/create-room${window.location.search}`)}
          >
            تسجيل الدخول
          </Button>
        </div>
      ) : null}

      <form
        onSubmit={submit}
        noValidate
        className="mt-8 flex flex-col gap-7 sm:rounded-3xl sm:bg-white/[0.04] sm:p-8 sm:ring-1 sm:ring-white/10"
      >
        <div>
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <label htmlFor={nicknameId} className="font-bold text-white">
              اسمك في اللعبة
            </label>
            <span className={cx("text-xs tabular-nums", nicknameLength > limits.playerName.max ? "text-rose-300" : "text-white/50")} dir="ltr">
              {nicknameLength}/{limits.playerName.max}
            </span>
          </div>
          <input
            id={nicknameId}
            value={nickname}
            onChange={(e) => {
              setNickname(e.target.value);
              if (nicknameError) setNicknameError(null);
            }}
            maxLength={limits.playerName.max}
            required
            autoComplete="nickname"
            enterKeyHint="next"
            placeholder="مثلاً: أبو فهد"
            aria-invalid={!!nicknameError}
            aria-describedby={nicknameHintId}
            className={cx(
              "block h-13 w-full rounded-2xl bg-night-950/50 px-4 text-lg text-white ring-1 placeholder:text-white/30 focus:outline-none focus:ring-2 focus:ring-brand-400",
              nicknameError ? "ring-rose-400/70" : "ring-white/15",
            )}
          />
          <p id={nicknameHintId} className={cx("mt-1.5 text-sm", nicknameError ? "text-rose-300" : "text-white/50")}>
            {nicknameError ?? "هذا الاسم اللي بيشوفه أصحابك في الغرفة."}
          </p>
        </div>

        <div>
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <label htmlFor={roomNameId} className="font-bold text-white">
              اسم الغرفة <span className="font-normal text-white/50">(اختياري)</span>
            </label>
            <span className="text-xs tabular-nums text-white/50" dir="ltr">
              {roomNameLength}/{limits.roomName.max}
            </span>
          </div>
          <input
            id={roomNameId}
            value={roomName}
            onChange={(e) => {
              setRoomName(e.target.value);
              if (roomNameError) setRoomNameError(null);
            }}
            maxLength={limits.roomName.max}
            autoComplete="off"
            placeholder="مثلاً: شلة الخميس"
            aria-invalid={!!roomNameError}
            aria-describedby={roomNameError ? roomNameHintId : undefined}
            className={cx(
              "block h-13 w-full rounded-2xl bg-night-950/50 px-4 text-lg text-white ring-1 placeholder:text-white/30 focus:outline-none focus:ring-2 focus:ring-brand-400",
              roomNameError ? "ring-rose-400/70" : "ring-white/15",
            )}
          />
          {roomNameError ? (
            <p id={roomNameHintId} className="mt-1.5 text-sm text-rose-300">
              {roomNameError}
            </p>
          ) : null}
        </div>

        <fieldset>
          <legend id={gamesLabelId} className="mb-3 font-bold text-white">
            اختيار اللعبة
          </legend>
          <GameOptions
            games={games}
            labelledBy={gamesLabelId}
            className="gap-3"
            selected={gameType}
            unlocked={hasAccess}
            onSelect={chooseGame}
            note={
              user ? (
                <Link to="/premium" className="underline-offset-4 hover:underline">
                  الألعاب المميزة تنفتح مع العضوية المميزة
                </Link>
              ) : (
                <button type="button" onClick={() => startSignIn("premium")} className="min-h-11 text-start underline-offset-4 hover:underline">
                  الألعاب المميزة تنفتح مع العضوية المميزة بعد تسجيل الدخول
                </button>
              )
            }
          />
        </fieldset>

        {formError ? (
          <div role="alert" className="flex items-start gap-3 rounded-2xl bg-rose-500/10 p-4 text-rose-200 ring-1 ring-rose-400/40">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{formError}</p>
          </div>
        ) : null}

        <Button type="submit" size="lg" loading={submitting} icon={<Plus aria-hidden="true" className="size-5" />}>
          {submitting ? "جاري إنشاء الغرفة..." : "إنشاء الغرفة"}
        </Button>
      </form>
    </PageShell>
  );
}
