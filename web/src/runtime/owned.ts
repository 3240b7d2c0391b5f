/**
 * The property the app's renderer sets on every element it has drawn or hydrated
 * (runtime/react-on-preact.js): a tap on a drawn button before then is held (start.ts), and
 * the browser tests wait for it.
 */
export const APP_OWNED = "__appOwned";

/** The app has drawn or hydrated `element`. */
export const isAppOwned = (element: Element): boolean => APP_OWNED in element;
