// «مشاركة النتيجة» at the end of a game: draws the result card (result-card.ts, loaded on press)
// from the final ranking and hands it to the share sheet, or downloads it.
import { Share2 } from "lucide-react";
import { useState } from "react";
import type { RoomView } from "../../../../../schema/protocol";
import { useAvatarCatalog, pictureOf } from "../../../lib/avatar-assets";
import { useGameName } from "../use-games";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/toast";
import { cardLineOf } from "../registry";
import { LEFT_PLAYER_NAME } from "./texts";

function podiumOf(state: RoomView, catalog: ReturnType<typeof useAvatarCatalog>) {
  const ranking = (state.game?.ranking as { playerId: string; score: number; rank: number }[] | undefined) ?? [];
  return ranking.slice(0, 3).flatMap(({ playerId, score, rank }) => {
    const player = state.players[playerId];
    if (!player) return [];
    const layers = [pictureOf("color", player.avatarColor, catalog), pictureOf("face", player.avatarFace, catalog), pictureOf("custom", player.avatarCustom, catalog)];
    return [{ nickname: player.nickname, score, rank, layers }];
  });
}

export function ShareResultButton({ state }: { state: RoomView }) {
  const catalog = useAvatarCatalog();
  const gameName = useGameName(state.gameType);
  const [busy, setBusy] = useState(false);
  const podium = podiumOf(state, catalog);
  if (podium.length === 0) return null;

  async function share() {
    setBusy(true);
    try {
      const { shareResultCard } = await import("./result-card");
      const pack = state.lobby.pack;
      const highlight = state.game ? cardLineOf(state.game, (id) => state.players[id]?.nickname ?? LEFT_PLAYER_NAME) : null;
      const outcome = await shareResultCard({ gameName, pack: pack ? { title: pack.title, authorName: pack.authorName } : undefined, highlight, podium, site: window.location.host });
      if (outcome === "downloaded") toast({ title: "حُفظت صورة النتيجة", description: "يمكنك إرسالها لأصحابكم من معرض الصور" });
    } catch {
      toast({ title: "تعذّرت مشاركة النتيجة", description: "يُرجى المحاولة مرة أخرى", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" size="lg" className="w-full" loading={busy} onClick={share} icon={<Share2 aria-hidden="true" className="size-5" />}>
      مشاركة النتيجة
    </Button>
  );
}
