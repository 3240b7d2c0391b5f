import type { AudienceTallyView, RoomView } from "../../../../../schema/protocol";
import type { Show } from "./use-show";

/** What every game's stage on the big screen (and the audience's phone) is given. */
export interface StageProps<V> {
  room: RoomView;
  game: V;
  audience: AudienceTallyView | null;
  /** The TV (true) or the audience's phone. */
  big: boolean;
  /** The choices while voting (the audience's phone shows them as its vote buttons instead). */
  choices: boolean;
  /** The staged reveal's walk, during round results. */
  show: Show;
}
