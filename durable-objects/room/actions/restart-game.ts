import { refuse } from "../change";
import { withoutLeavers } from "../room-record";
import { launch, readLaunch, type LaunchReads } from "./launch";
import { action } from "./types";

export const restartGame = action<unknown, LaunchReads | null>({
  adminOnly: true,
  load: async (room, _me, _data, db) => (room.game ? readLaunch(room, db) : null),
  handle(room, _me, _data, { now, loaded }) {
    if (!room.game || !loaded) return refuse("invalid_action", "ما فيه لعبة تنعاد");
    return launch(withoutLeavers(room, now), loaded, now, "game-restarted");
  },
});
