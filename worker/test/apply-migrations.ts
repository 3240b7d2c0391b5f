import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from a migrated database; the seed loads on the first request.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
