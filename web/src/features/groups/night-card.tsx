// One night of a group as its page shows it: the game, the date, the ranking (ghosts marked
// «من بعيد»), «مشاركة النتيجة» (the result card, drawn again from the stored ranking), and
// «العب من بعيد» for a member who missed it.
import { Ghost, Share2 } from "lucide-react";
import { useState } from "react";
import type { NightView } from "../../../../schema/api/groups";
import { countText, POINTS } from "../../../../schema/arabic-count";
import { GHOST_MARK } from "../../../../schema/limits";
import { formatDate } from "../../lib/format";
import { useGameName } from "../games/use-games";
import { Button } from "../../ui/button";
import { Card } from "../../ui/page-shell";
import { toast } from "../../ui/toast";

/** A name on the ranking and on the card: a ghost's carries its mark. */
export const rankedName = (entry: { nickname: string; ghost: boolean }) => (entry.ghost ? `${entry.nickname} (${GHOST_MARK})` : entry.nickname);

/** Places by points, best first: a tie shares its place (a ghost level with a player ranks with them). */
function rankOf(ranking: readonly { points: number }[]): number[] {
  let rank = 0;
  return ranking.map((r, i) => (rank = i === 0 || ranking[i - 1].points !== r.points ? i + 1 : rank));
}

export function NightCard({ night, onGhost, ghostBusy }: { night: NightView; onGhost: () => void; ghostBusy: boolean }) {
  const gameName = useGameName(night.gameType);
  const [sharing, setSharing] = useState(false);
  const ranks = rankOf(night.ranking);

  async function share() {
    setSharing(true);
    try {
      const { shareResultCard } = await import("../games/shared/result-card");
      const podium = night.ranking.slice(0, 3).map((r, i) => ({ nickname: rankedName(r), score: r.points, rank: ranks[i], layers: [] }));
      const ghosts = night.ranking.filter((r) => r.ghost).map((r) => r.nickname);
      const highlight = ghosts.length ? `لعب ${ghosts.join(" و")} ${GHOST_MARK}` : null;
      const outcome = await shareResultCard({ gameName, highlight, podium, site: window.location.host });
      if (outcome === "downloaded") toast({ title: "حُفظت صورة النتيجة", description: "يمكنك إرسالها لأهل المجلس من معرض الصور" });
    } catch {
      toast({ title: "تعذّرت مشاركة النتيجة", description: "يُرجى المحاولة مرة أخرى", variant: "destructive" });
    } finally {
      setSharing(false);
    }
  }

  return (
    <Card as="article" className="flex flex-col gap-3 p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-black text-white">{gameName}</h3>
        <time dateTime={night.playedAt} className="text-sm text-white/60">
          {formatDate(night.playedAt)}
        </time>
      </header>
      <ol className="flex flex-col gap-1.5" aria-label={`ترتيب سهرة ${gameName}`}>
        {night.ranking.map((r, i) => (
          <li key={`${r.memberId ?? r.nickname}-${r.ghost}`} className="flex items-center justify-between gap-3 rounded-xl bg-white/[0.04] px-3 py-2">
            <span className="flex min-w-0 items-center gap-2">
              <span className="w-6 shrink-0 text-center font-black text-gold-300">{ranks[i]}</span>
              <span className="truncate text-white">{r.nickname}</span>
              {r.ghost ? (
                <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-500/20 px-2 py-0.5 text-xs font-bold text-brand-200">
                  <Ghost aria-hidden="true" className="size-3.5" />
                  {GHOST_MARK}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-sm text-white/80">{countText(r.points, POINTS)}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" className="w-full" loading={sharing} onClick={() => void share()} icon={<Share2 aria-hidden="true" className="size-5" />}>
          مشاركة النتيجة
        </Button>
        {night.ghostable ? (
          <Button variant="gold" className="w-full" loading={ghostBusy} onClick={onGhost} icon={<Ghost aria-hidden="true" className="size-5" />}>
            اللعب من بعيد
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
