import { Users } from "lucide-react";
import type { WatchersView } from "../../../../schema/protocol";
import { Button } from "../../ui/button";
import { watchersLine } from "./watchers-line";
import { LobbyCard } from "./lobby-card";

/** The host's card: how many screens and audience members watch, and the way to see and remove them. */
export function WatchersCard({ watchers, onOpen }: { watchers: WatchersView | null; onOpen: () => void }) {
  return (
    <LobbyCard
      title="الشاشات والجمهور"
      titleId="lobby-watchers"
      action={
        <Button variant="secondary" size="sm" onClick={onOpen} icon={<Users aria-hidden="true" className="size-4" />}>
          عرض وإدارة
        </Button>
      }
    >
      <p className="text-sm text-white/70" data-testid="watchers-line">
        {watchersLine(watchers)}
      </p>
    </LobbyCard>
  );
}
