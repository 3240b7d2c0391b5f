/**
 * The id of the `<script type="application/json">` that carries the big screen's drawn frame
 * (worker/pages/screen-page.tsx). A module of its own: every page's entry script reads it, and
 * only a big screen loads the rest (drawn-lobby.ts).
 */
export const SCREEN_DATA_ID = "screen-data";
