// The big screen's first frame drawn on the worker: the app itself at /screen/{code}
// with the room's lobby given (web/src/features/screen/screen-frame.ts), so a TV shows the room's
// code, the invite's QR code and the players already in before any script runs, and the browser
// hydrates that very frame. React escapes every text and attribute.
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { ServerApp } from "../../web/src/server-app";
import { SCREEN_DATA_ID, screenFrameJson, ScreenFrameContext, type ScreenFrame } from "../../web/src/features/screen/screen-frame";
import { AUTH_USER_KEY } from "../../web/src/lib/auth";

/** The root's content for `path` (a /screen/{code} address) and the JSON it was drawn from. */
export async function renderScreenPage(path: string, frame: ScreenFrame): Promise<{ html: string; dataId: string; json: string }> {
  // Nothing fetches here: the screen reads the room from its socket, which the browser opens.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } } });
  client.setQueryData(AUTH_USER_KEY, null);
  const { prelude } = await prerender(
    <StrictMode>
      <ScreenFrameContext value={frame}>
        <ServerApp location={path} firstPage="screen" client={client} />
      </ScreenFrameContext>
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), dataId: SCREEN_DATA_ID, json: screenFrameJson(frame) };
}
