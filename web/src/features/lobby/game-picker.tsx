// Game picker (spec 001 §2): the three games; premium ones locked unless the room is premium.
import { useAddressForm } from "../../lib/address-form";
import { spokenGame, spokenGameName } from "../games/game-words";
import { useId } from "react";
import type { GameType } from "../../../../schema/limits";
import { GAME_LOOK, useGames, type GameView } from "../games/use-games";
import { cx } from "../../ui/cx";
import { GameBadge, GameOptions, GameTile, isGameLocked } from "../games/game-card";
import { LOADING_TEXT } from "../../ui/spinner";
import { toast } from "../../ui/toast";
import { NOTICES } from "./selection";
import { LobbyCard } from "./lobby-card";

export function GamePicker({
  selected,
  editable,
  roomPremium,
  onSelect,
}: {
  selected: GameType;
  editable: boolean;
  roomPremium: boolean;
  onSelect: (gameType: GameType) => void;
}) {
  const listed = useGames();
  // The catalogue's names and descriptions as the room says them («مين أكثر وحدة؟» to women).
  const form = useAddressForm();
  const games = listed.games.map((g) => spokenGame(g, form));
  const isLoading = listed.isLoading;
  const labelId = useId();
  function choose(game: GameView) {
    if (!editable) return;
    if (isGameLocked(game, roomPremium)) {
      toast({ variant: "destructive", ...NOTICES.premiumGame });
      return;
    }
    if (game.gameType !== selected) onSelect(game.gameType);
  }

  if (!editable) {
    const game = games.find((g) => g.gameType === selected);
    const look = GAME_LOOK[selected];
    return (
      <LobbyCard title="اللعبة" titleId={labelId}>
        <div className={cx("flex items-center gap-3 rounded-2xl p-3 ring-2", look.ring, "bg-white/[0.06]")}>
          <GameTile gameType={selected} className="size-12" iconClassName="size-6" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-bold text-white">{game?.nameAr ?? spokenGameName(selected, look.fallbackName, form)}</span>
              {!roomPremium && (game?.isPremium ?? look.fallbackPremium) ? <GameBadge premium /> : null}
            </p>
            <p className="mt-0.5 line-clamp-2 text-xs leading-5 text-white/60">{game?.descriptionAr ?? spokenGame({ gameType: selected, nameAr: look.fallbackName, descriptionAr: look.fallbackDescription }, form).descriptionAr}</p>
          </div>
        </div>
      </LobbyCard>
    );
  }

  return (
    <LobbyCard title="اختيار اللعبة" titleId={labelId}>
      {isLoading ? (
        <p className="text-sm text-white/60">{LOADING_TEXT}</p>
      ) : (
        <GameOptions games={games} labelledBy={labelId} className="gap-2.5" selected={selected} unlocked={roomPremium} badges="locked" onSelect={choose} />
      )}
    </LobbyCard>
  );
}
