// The frame of the plain pages that exist only in development (the test sign-in, the local Tap
// checkout): rendered by the worker, outside the SPA bundle.
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * An Arabic right-to-left page kept out of search engines, its content centred on the screen.
 * `style` is the page's own CSS, a constant of the code (it goes into the page as it is).
 */
export function devPage(title: string, style: string, body: Html) {
  return html`<!doctype html>
    <html lang="ar" dir="rtl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <style>
          /* Border-box so a card's padding and border stay inside its width on a 360 px phone. */
          *, *::before, *::after { box-sizing: border-box; }
          body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; }
          ${raw(style)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`;
}
