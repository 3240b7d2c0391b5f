// Test users made straight in D1, each with a live session cookie, so tests of
// the admin's user actions do not share the two development accounts.
import { env } from "cloudflare:test";
import { AUTH } from "../../../schema/limits";
import { signToken } from "../../services/tokens";
import { TestClient } from "./client";

export interface TestUser {
  id: string;
  email: string;
  client: TestClient;
}

let counter = 0;

export async function signedInUser(fields: { displayName?: string; email?: string; premiumEnds?: number | null; totalSpent?: number; createdAt?: number } = {}): Promise<TestUser> {
  const id = crypto.randomUUID();
  const n = ++counter;
  const email = fields.email ?? `player${n}-${id.slice(0, 6)}@example.com`;
  await env.DB.prepare(
    "INSERT INTO users (id, provider_subject, email, display_name, premium_ends, is_premium, total_spent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(id, `test:${id}`, email, fields.displayName ?? `لاعب ${n}`, fields.premiumEnds ?? null, fields.premiumEnds && fields.premiumEnds > Date.now() ? 1 : 0, fields.totalSpent ?? 0, fields.createdAt ?? Date.now())
    .run();
  const sid = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(sid, id, Date.now() + 3_600_000).run();
  const client = new TestClient();
  client.cookies.set(AUTH.sessionCookie, await signToken(env, "session", { sid, sub: id }, 3600));
  return { id, email, client };
}

