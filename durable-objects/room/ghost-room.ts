// A ghost room («من بعيد»): one member plays a night of their group that they missed. The room is
// an ordinary bluff-trivia room whose content is the night (games/trivia-deception/ghost.ts):
// read from D1 at each start, so lies removed since (a member who left) are not dealt.
import { GHOST_GAME } from "../../schema/api/groups";
import { GHOST_CATEGORY, triviaGhostContent } from "../games/trivia-deception/ghost";
import { refuse } from "./change";
import type { RoomDbPort } from "./ports";
import { checkStart, type LiveError, type RoomGroupLink, type RoomRecord } from "./room-record";



/** The ghost room's lobby at its start: bluff trivia from the night's one subcategory, the lobby's timings kept. */
export function ghostLobby(room: RoomRecord): RoomRecord | LiveError {
  const lobby = { ...room.lobby, gameType: GHOST_GAME, categories: [GHOST_CATEGORY], pack: undefined };
  const refusal = checkStart(room, lobby);
  return refusal ?? { ...room, lobby };
}

/** The night's content for the ghost, or why it cannot be played (gone, played already, the member removed). */
export async function ghostContent(ghost: NonNullable<RoomGroupLink["ghost"]>, db: RoomDbPort): Promise<{ content: unknown; refusal?: LiveError }> {
  const deal = await db.ghostDeal(ghost.nightId, ghost.memberId);
  if (!deal) return { content: null, refusal: refuse("invalid_action", "لم تعد هذه السهرة متاحة للعب من بعيد") };
  if (deal.turns.length === 0) return { content: null, refusal: refuse("no_content", "لا توجد أسئلة باقية من هذه السهرة") };
  return { content: triviaGhostContent(deal.title, deal.turns) };
}

