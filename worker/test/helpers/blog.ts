import { env } from "cloudflare:test";
import { BLOG_ADMIN_AUTH } from "../../../schema/api/blog";
import type { Env } from "../../../data/env";
import { TestClient } from "./client";

/** A TestClient signed in as the blog admin with the development credentials. */
export async function blogAdminClient(envOverrides: Partial<Env> = {}): Promise<TestClient> {
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'blog-admin-login:%'").run();
  const client = new TestClient(envOverrides);
  const res = await client.post("/api/blog/admin/login", {
    username: BLOG_ADMIN_AUTH.developmentUsername,
    password: BLOG_ADMIN_AUTH.developmentPassword,
  });
  if (res.status !== 200) throw new Error(`blog admin sign-in failed: ${res.status} ${await res.text()}`);
  return client;
}

/** The SPA shell as the built index.html has it, served by a stand-in ASSETS binding. */
export const SHELL_HTML = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>مجلس | منصة الألعاب الجماعية</title>
    <meta name="description" content="العبوا مع أصحابكم ألعابًا جماعية بالعربي من جوالاتكم." />
    <meta name="robots" content="index,follow" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

export const shellAssets = {
  fetch: async () => new Response(SHELL_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
} as unknown as Fetcher;
