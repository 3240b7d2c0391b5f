import type { SignInIntent } from "../../../schema/api";

/** Full-page navigation to the sign-in start; the worker returns to the intent's page (or `redirect`). */
export function startSignIn(intent: SignInIntent, redirect?: string): void {
  const params = new URLSearchParams({ intent });
  if (redirect && redirect.startsWith("/") && !redirect.startsWith("//")) params.set("redirect", redirect);
  window.location.assign(`/api/auth/google?${params.toString()}`);
}

/** Where a forced re-login goes (spec 000 §2). */
export const FORCED_LOGIN_PATH = "/api/login";
