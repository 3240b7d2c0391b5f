import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";

/** HttpOnly, SameSite=Lax, Secure whenever the page is on https (DESIGN §8). */
export function setAuthCookie(c: Context, name: string, value: string, maxAgeSeconds: number) {
  setCookie(c, name, value, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
    sameSite: "Lax",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearAuthCookie(c: Context, name: string) {
  deleteCookie(c, name, { path: "/", secure: new URL(c.req.url).protocol === "https:" });
}
