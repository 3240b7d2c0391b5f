import { ArrowRight, Crown, Lock, Check } from "lucide-react";
import type { GameType } from "../../../../schema/limits";
import { GAME_LOOK, type GameView } from "./use-games";
import type { ReactNode } from "react";
import { cx } from "../../ui/cx";
import { SkeletonCard } from "../../ui/skeleton";

export function GameBadge({ premium, className }: { premium: boolean; className?: string }) {
  return premium ? (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full bg-gold-500/15 px-2.5 py-0.5 text-xs font-bold text-gold-300 ring-1 ring-inset ring-gold-500/30",
        className,
      )}
    >
      <Crown aria-hidden="true" className="size-3.5" />
      مميز
    </span>
  ) : (
    <span
      className={cx(
        "inline-flex items-center rounded-full bg-brand-500/15 px-2.5 py-0.5 text-xs font-bold text-brand-300 ring-1 ring-inset ring-brand-500/30",
        className,
      )}
    >
      مجاني
    </span>
  );
}

/** The coloured square of a game with its icon. */
export function GameTile({ gameType, className, iconClassName }: { gameType: GameType; className?: string; iconClassName?: string }) {
  // Each game's icon is its own (features/games/<game>/look.ts).
  const Icon = GAME_LOOK[gameType].icon;
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-flex shrink-0 items-center justify-center rounded-2xl text-white shadow-lg shadow-black/25",
        GAME_LOOK[gameType].tile,
        className ?? "size-14",
      )}
    >
      <Icon className={iconClassName ?? "size-7"} strokeWidth={2.2} />
    </span>
  );
}

/** A game in the catalogue: tile, name, badge, description and what clicking does. */
export function GameCard({
  game,
  onClick,
  locked = false,
  actionLabel,
}: {
  game: GameView;
  onClick?: () => void;
  locked?: boolean;
  actionLabel?: string;
}) {
  const look = GAME_LOOK[game.gameType];
  const body = (
    <>
      <div
        aria-hidden="true"
        className={cx("pointer-events-none absolute -top-16 end-[-4rem] size-44 rounded-full opacity-40 blur-3xl", look.tile)}
      />
      <div className="relative flex items-start justify-between gap-3">
        <GameTile gameType={game.gameType} />
        <GameBadge premium={game.isPremium} />
      </div>
      <h3 className="relative mt-4 text-xl font-bold text-white">{game.nameAr}</h3>
      <p className="relative mt-1.5 flex-1 text-sm leading-7 text-white/70">{game.descriptionAr}</p>
      {actionLabel ? (
        <span className={cx("relative mt-4 inline-flex items-center gap-1.5 text-sm font-bold", locked ? "text-gold-300" : look.text)}>
          {locked ? <Lock aria-hidden="true" className="size-4" /> : null}
          {actionLabel}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </span>
      ) : null}
    </>
  );
  const className =
    "group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white/[0.05] p-5 text-start ring-1 ring-white/10 transition duration-200";
  if (!onClick) return <article className={className}>{body}</article>;
  return (
    <button type="button" onClick={onClick} className={cx(className, "hover:-translate-y-0.5 hover:bg-white/[0.08] hover:ring-white/20")}>
      {body}
    </button>
  );
}

/** A premium game is locked to whoever plays without the membership (the user creating a room, or a free room). */
export const isGameLocked = (game: GameView, unlocked: boolean) => game.isPremium && !unlocked;

/**
 * The games as one radio group (the create-room form and the lobby), with the gold note
 * under it while some of them are locked behind the membership. A locked game is still
 * offered: `onSelect` says why it cannot be played.
 */
export function GameOptions({
  games,
  labelledBy,
  className,
  selected,
  unlocked,
  badges = "all",
  note,
  onSelect,
}: {
  games: GameView[];
  labelledBy: string;
  /** The group's spacing. */
  className: string;
  selected: GameType | null;
  /** Whether the premium games are open (the user's or the room's membership). */
  unlocked: boolean;
  /** "locked": only the locked games carry a badge (the lobby of a premium room shows none, spec 001 §6). */
  badges?: "all" | "locked";
  /** The note under locked games, when the page words it its own way. */
  note?: ReactNode;
  onSelect: (game: GameView) => void;
}) {
  return (
    <>
      <div role="radiogroup" aria-labelledby={labelledBy} className={cx("flex flex-col", className)}>
        {games.map((game) => (
          <GameOption
            key={game.gameType}
            game={game}
            selected={selected === game.gameType}
            locked={isGameLocked(game, unlocked)}
            showBadge={badges === "all" || isGameLocked(game, unlocked)}
            onSelect={() => onSelect(game)}
          />
        ))}
      </div>
      {!unlocked && games.some((g) => g.isPremium) ? <PremiumGamesNote>{note}</PremiumGamesNote> : null}
    </>
  );
}

/** «الألعاب المميزة تنفتح مع العضوية المميزة» (or what the page puts in its place) under a list of games. */
function PremiumGamesNote({ children }: { children?: ReactNode }) {
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-gold-300">
      <Crown aria-hidden="true" className="size-4 shrink-0" />
      {children ?? "الألعاب المميزة تنفتح مع العضوية المميزة"}
    </p>
  );
}

/** A choosable game in a form (radio semantics are on the button). */
export function GameOption({
  game,
  selected,
  locked,
  onSelect,
  showBadge = true,
}: {
  game: GameView;
  selected: boolean;
  locked: boolean;
  onSelect: () => void;
  /** The lobby of a premium room hides the badges (spec 001 §6). */
  showBadge?: boolean;
}) {
  const look = GAME_LOOK[game.gameType];
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      data-game-type={game.gameType}
      className={cx(
        "relative flex min-h-20 w-full items-center gap-3 rounded-2xl p-3 text-start ring-1 transition",
        selected ? cx("bg-white/[0.09] ring-2", look.ring) : "bg-white/[0.04] ring-white/10 hover:bg-white/[0.07]",
        locked && "opacity-80",
      )}
    >
      <GameTile gameType={game.gameType} className="size-12" iconClassName="size-6" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-white">{game.nameAr}</span>
          {showBadge ? <GameBadge premium={game.isPremium} /> : null}
        </span>
        <span className="mt-0.5 line-clamp-2 block text-xs leading-5 text-white/60">{game.descriptionAr}</span>
        {locked ? <span className="sr-only">مقفلة، تنفتح مع العضوية المميزة</span> : null}
      </span>
      <span
        aria-hidden="true"
        className={cx(
          "inline-flex size-7 shrink-0 items-center justify-center rounded-full ring-2",
          locked ? "text-gold-300 ring-gold-500/40" : selected ? "bg-brand-500 text-night-950 ring-brand-500" : "ring-white/25",
        )}
      >
        {locked ? <Lock className="size-3.5" /> : selected ? <Check className="size-4" strokeWidth={3} /> : null}
      </span>
    </button>
  );
}

/** A game card's outline while the games load: the picture, the name and two lines of description. */
const GAME_CARD_BARS = ["size-14 rounded-2xl bg-white/10", "mt-4 h-5 w-1/2 rounded bg-white/10", "mt-3 h-3 w-full rounded bg-white/5", "mt-2 h-3 w-4/5 rounded bg-white/5"] as const;

export function GameCardSkeleton() {
  return <SkeletonCard className="h-56 animate-pulse rounded-3xl bg-white/[0.05] ring-1 ring-white/10 p-5" bars={GAME_CARD_BARS} />;
}
