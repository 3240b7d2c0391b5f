// The invite's QR code in the big screen's lobby. The worker draws it into the page with the
// lobby (screen-frame.ts); when the app hydrates that lobby it keeps the drawn code instead of
// encoding the same link again: choosing the code's mask is the costliest step of the TV's
// hydration (uqr tries all eight), and its result would be the very path already on the screen.
import { use, useState } from "react";
import { isAppOwned } from "../../runtime/owned";
import { QrCode } from "../../ui/qr-code";
import { cx } from "../../ui/cx";
import { ScreenFrameContext } from "./screen-frame";

/** The drawn code's content, kept as it is: Preact leaves an element's children alone while this stays the same. */
const KEPT = { __html: "" };

/** The worker's QR code still in the page and not yet the app's: the lobby is being hydrated. */
const drawnCodeInPage = (): boolean => {
  const svg = document.querySelector("#root[data-prerendered=screen] svg[data-qr-version]");
  return svg !== null && !isAppOwned(svg);
};

export function LobbyQrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const frame = use(ScreenFrameContext);
  // Decided once, when the lobby first renders: the worker's drawing is adopted only while
  // hydrating it, and only for the link it encodes (behind a proxy the page's origin may differ).
  const [drawnValue] = useState(() => (typeof document !== "undefined" && frame && drawnCodeInPage() ? `${frame.origin}/join/${frame.code}` : null));
  if (drawnValue !== value) return <QrCode value={value} label={label} className={className} />;
  return <svg role="img" aria-label={label} className={cx("block bg-white", className)} dangerouslySetInnerHTML={KEPT} />;
}
