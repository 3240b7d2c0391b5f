import type { SignInIntent } from "../../../schema/api";
import { sameOriginPath } from "../../../schema/safe-url";

/** Full-page navigation to the sign-in start; the worker returns to the intent's page (or `redirect`). */
export function startSignIn(intent: SignInIntent, redirect?: string): void {
  const params = new URLSearchParams({ intent });
  const path = sameOriginPath(redirect);
  if (path) params.set("redirect", path);
  window.location.assign(`/api/auth/google?${params.toString()}`);
}

/** Where a forced re-login goes (spec 000 §2). */
export const FORCED_LOGIN_PATH = "/api/login";
