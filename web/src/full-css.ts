// A prerendered page carries its own critical CSS inline and the full stylesheet as a print
// sheet, so it never holds up the first paint (scripts/build/prerender.ts). Once that sheet has
// arrived it is switched on for the screen; nothing moves, since the inline rules are a subset.
export const FULL_CSS_ATTRIBUTE = "data-full-css";

export function enableFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FULL_CSS_ATTRIBUTE}]`)) {
    const enable = () => void (link.media = "all");
    if (link.sheet) enable();
    else link.addEventListener("load", enable, { once: true });
  }
}
