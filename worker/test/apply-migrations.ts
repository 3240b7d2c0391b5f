import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from a migrated database; the seed loads on the first request.
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS);
