// The game menu (spec 001 §2): the admin kicks a player (only when there is more than
// one; never self), goes back to the lobby, or ends the room (labelled for the kill
// round in a kill round); everyone can leave. Each of those asks first. The admin also
// steers the clock: «إيقاف مؤقت» / «استئناف» and «+30 ثانية» act at once; «تخطي السؤال»
// in bluff trivia drops the answers written so far, so it asks first. Everyone sees the result.
import { PHONE_SOUND_TEXTS, setPhoneSounds, usePhoneSoundsOn } from "./phone-sounds";
import { ArrowRight, DoorOpen, House, Menu, Pause, Play, Power, SkipForward, TimerReset, Users, UserX, Volume2, VolumeX } from "lucide-react";
import { useState, type ReactNode } from "react";
import { addressed, textsFor } from "../../../../../schema/address";
import type { LivePlayer, RoomView } from "../../../../../schema/protocol";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { Dialog } from "../../../ui/dialog";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { LEAVE_ROOM_CONFIRM } from "../../players/leave-room-confirm";
import { canSkip } from "../registry";
import { playerAvatar, sortPlayers } from "../../players/player-tile";

export interface GameMenuActions {
  kick: (playerId: string) => void;
  backToLobby: () => void;
  endRoom: () => void;
  leave: () => void;
  pause: () => void;
  resume: () => void;
  addTime: () => void;
  skipQuestion: () => void;
  /** The host's list of screens and audience. */
  watchers?: () => void;
}

/** What the host may do to the clock now: pause a running timer, resume a paused one, add time to either, skip a question where the game allows it. */
export function clockControls(state: RoomView) {
  const game = state.game;
  const paused = !!game?.paused;
  const running = !!game && game.phaseEndsAt !== null && !paused;
  const skippable = !!game && canSkip(game);
  return { paused, running, canAddTime: paused || running, skippable };
}

type Pending = { kind: "kick"; player: LivePlayer } | { kind: "lobby" } | { kind: "end" } | { kind: "leave" } | { kind: "skip" } | null;

function MenuItem({ icon, children, onClick, danger }: { icon: ReactNode; children: ReactNode; onClick: () => void; danger?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cx(
        "flex min-h-13 w-full items-center gap-3 rounded-2xl px-4 text-start font-bold ring-1 ring-inset transition",
        danger ? "bg-rose-500/10 text-rose-200 ring-rose-400/25 hover:bg-rose-500/20" : "bg-white/[0.05] text-white ring-white/10 hover:bg-white/10",
      )}
    >
      {icon}
      <span className="flex-1">{children}</span>
    </button>
  );
}

/** Candidates for a kick: everyone but yourself and the room's creator, and only when the room has more than one player. */
export function kickablePlayers(state: RoomView): LivePlayer[] {
  const players = sortPlayers(state.players);
  if (players.length <= 1) return [];
  return players.filter((p) => p.playerId !== state.you && !p.isCreator);
}

/** «رجوع للوبي» asks about the whole room: in a women's gathering in the feminine plural. */
const BACK_TO_LOBBY = addressed(
  { title: "ترجعون للوبي؟", description: "بتنتهي اللعبة الحالية وترجعون كلكم لاختيار اللعبة والإعدادات." },
  { title: "ترجعن للوبي؟", description: "بتنتهي اللعبة الحالية وترجعن كلكن لاختيار اللعبة والإعدادات." },
);

/** The phone's own sounds (phone-sounds.ts), on or off on this device. */
function PhoneSoundsItem() {
  const on = usePhoneSoundsOn();
  return (
    <div className="mb-2">
      <MenuItem icon={on ? <Volume2 aria-hidden="true" className="size-5" /> : <VolumeX aria-hidden="true" className="size-5" />} onClick={() => setPhoneSounds(!on)}>
        {on ? PHONE_SOUND_TEXTS.on : PHONE_SOUND_TEXTS.off}
      </MenuItem>
    </div>
  );
}

export function GameMenu({ state, actions }: { state: RoomView; actions: GameMenuActions }) {
  const [open, setOpen] = useState(false);
  const [choosingKick, setChoosingKick] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const killRound = !!state.game?.isKillRound;
  const kickable = state.isAdmin ? kickablePlayers(state) : [];
  const clock = clockControls(state);
  /** A clock control acts at once and closes the menu. */
  const now = (run: () => void) => () => {
    setOpen(false);
    run();
  };

  function ask(next: Pending) {
    setOpen(false);
    setChoosingKick(false);
    setPending(next);
  }

  const confirm = (() => {
    switch (pending?.kind) {
      case "kick":
        return {
          title: `طرد ${pending.player.nickname}؟`,
          description: "طرد فوري من الغرفة ورجوع للصفحة الرئيسية.",
          label: "طرد",
          icon: <UserX className="size-6" />,
          run: () => actions.kick(pending.player.playerId),
        };
      case "lobby":
        return {
          ...textsFor(BACK_TO_LOBBY, state.addressForm),
          label: "رجوع للوبي",
          icon: <House className="size-6" />,
          run: actions.backToLobby,
        };
      case "end":
        return {
          title: killRound ? "إنهاء جولة الحسم وإغلاق الغرفة؟" : "إغلاق الغرفة؟",
          description: "ستنتهي اللعبة ويخرج الجميع من الغرفة، ولن يتمكن أحد من العودة إليها.",
          label: killRound ? "إنهاء جولة الحسم" : "إنهاء الغرفة",
          icon: <Power className="size-6" />,
          run: actions.endRoom,
        };
      case "skip":
        return {
          title: "تخطي السؤال؟",
          description: "يأتي سؤال جديد في الجولة نفسها، وتُلغى الإجابات المكتوبة على هذا السؤال.",
          label: "تخطي السؤال",
          icon: <SkipForward className="size-6 rtl:-scale-x-100" />,
          run: actions.skipQuestion,
        };
      case "leave":
        return {
          ...LEAVE_ROOM_CONFIRM,
          icon: <DoorOpen className="size-6" />,
          run: actions.leave,
        };
      default:
        return null;
    }
  })();

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="قائمة اللعبة"
        onClick={() => setOpen(true)}
        icon={<Menu aria-hidden="true" className="size-6" />}
      />
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setChoosingKick(false);
        }}
        title={choosingKick ? "اختيار لاعب لإخراجه" : "القائمة"}
        icon={<Menu className="size-6" />}
      >
        {choosingKick ? null : <PhoneSoundsItem />}
        {choosingKick ? (
          <div className="flex flex-col gap-2">
            <ul className="flex flex-col gap-2">
              {kickable.map((player) => (
                <li key={player.playerId}>
                  <MenuItem
                    icon={<LayeredAvatar {...playerAvatar(player)} size="sm" />}
                    onClick={() => ask({ kind: "kick", player })}
                  >
                    {player.nickname}
                    {!player.isOnline ? <span className="ms-2 text-xs font-normal text-white/50">غير متصل</span> : null}
                  </MenuItem>
                </li>
              ))}
            </ul>
            <Button variant="ghost" onClick={() => setChoosingKick(false)} icon={<ArrowRight aria-hidden="true" className="size-5" />}>
              رجوع
            </Button>
          </div>
        ) : state.isAdmin ? (
          <div className="flex flex-col gap-2">
            {clock.paused ? (
              <MenuItem icon={<Play aria-hidden="true" className="size-5" />} onClick={now(actions.resume)}>
                استئناف
              </MenuItem>
            ) : clock.running ? (
              <MenuItem icon={<Pause aria-hidden="true" className="size-5" />} onClick={now(actions.pause)}>
                إيقاف مؤقت
              </MenuItem>
            ) : null}
            {clock.canAddTime ? (
              <MenuItem icon={<TimerReset aria-hidden="true" className="size-5" />} onClick={now(actions.addTime)}>
                {/* Isolated left to right, so the sign stays before the number in a right-to-left line. */}
                <span dir="ltr">+30</span> ثانية
              </MenuItem>
            ) : null}
            {clock.skippable ? (
              <MenuItem icon={<SkipForward aria-hidden="true" className="size-5 rtl:-scale-x-100" />} onClick={() => ask({ kind: "skip" })}>
                تخطي السؤال
              </MenuItem>
            ) : null}
            {kickable.length > 0 ? (
              <MenuItem icon={<UserX aria-hidden="true" className="size-5" />} onClick={() => setChoosingKick(true)}>
                طرد لاعب
              </MenuItem>
            ) : null}
            {actions.watchers ? (
              <MenuItem icon={<Users aria-hidden="true" className="size-5" />} onClick={now(actions.watchers)}>
                الشاشات والجمهور
              </MenuItem>
            ) : null}
            <MenuItem icon={<House aria-hidden="true" className="size-5" />} onClick={() => ask({ kind: "lobby" })}>
              رجوع للوبي
            </MenuItem>
            <MenuItem danger icon={<Power aria-hidden="true" className="size-5" />} onClick={() => ask({ kind: "end" })}>
              {killRound ? "إنهاء جولة الحسم" : "إنهاء الغرفة"}
            </MenuItem>
            {/* The host may leave too: the next player by join order runs the room. */}
            <MenuItem danger icon={<DoorOpen aria-hidden="true" className="size-5" />} onClick={() => ask({ kind: "leave" })}>
              مغادرة الغرفة
            </MenuItem>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <MenuItem danger icon={<DoorOpen aria-hidden="true" className="size-5" />} onClick={() => ask({ kind: "leave" })}>
              مغادرة الغرفة
            </MenuItem>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        closeOnConfirm
        open={confirm !== null}
        onOpenChange={(next) => {
          if (!next) setPending(null);
        }}
        title={confirm?.title ?? ""}
        description={confirm?.description}
        confirmLabel={confirm?.label ?? ""}
        icon={confirm?.icon}
        destructive={pending?.kind !== "lobby"}
        onConfirm={() => confirm?.run()}
      />
    </>
  );
}
