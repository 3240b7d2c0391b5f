// What a drawn TV lobby's socket hears, judged against the lobby the worker drew (the entry
// script's, start.ts): the app takes the screen over on the first frame that changes what it
// shows, at once when the drawn lobby cannot be read, and when the judge itself fails to load.
// The judge (drawn-lobby.ts) is a chunk of its own that only this page loads; the socket opens
// before it arrives, so the frames heard meanwhile wait for it and are judged in turn.
import type { drawnLobbyOf, drawnLobbyStands } from "./drawn-lobby";

export interface DrawnLobbyJudge {
  drawnLobbyOf: typeof drawnLobbyOf;
  drawnLobbyStands: typeof drawnLobbyStands;
}

/** A frame heard (`null`: the socket could not say, so the lobby is no longer known to stand). */
export type HeardFrame = string | null;

export function frameJudge(json: string, load: () => Promise<DrawnLobbyJudge>, takeOver: () => void): (frame: HeardFrame) => void {
  const heard: HeardFrame[] = [];
  let judge: ((frame: HeardFrame) => void) | null = null;
  load().then(
    ({ drawnLobbyOf, drawnLobbyStands }) => {
      const drawn = drawnLobbyOf(json);
      judge = (frame) => {
        if (!drawn || frame === null || !drawnLobbyStands(drawn, frame)) takeOver();
      };
      if (!drawn) takeOver();
      for (const frame of heard.splice(0)) judge(frame);
    },
    // Without the judge nothing says the drawn lobby still stands: the app takes the screen over.
    () => takeOver(),
  );
  return (frame) => (judge ? judge(frame) : void heard.push(frame));
}
