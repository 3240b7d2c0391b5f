import { env } from "cloudflare:test";
import { ADMIN_AUTH } from "../../../schema/limits";
import type { Env } from "../../../data/env";
import { TestClient } from "./client";

/**
 * A TestClient signed in as the platform admin with the development
 * credentials (tests run with APP_ENV=development and no ADMIN_* set).
 */
export async function adminClient(envOverrides: Partial<Env> = {}): Promise<TestClient> {
  // Tests that try wrong passwords for this username must not slow down the next test's sign-in.
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'admin-login:%'").run();
  const client = new TestClient(envOverrides);
  const res = await client.post("/api/admin/login", {
    username: ADMIN_AUTH.developmentUsername,
    password: ADMIN_AUTH.developmentPassword,
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return client;
}
