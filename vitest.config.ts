import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(resolve(import.meta.dirname, "schema/migrations"));
  return {
    // content/'s JSON reaches workerd over vitest's socket, whose messages may not pass 1 MB, and a
    // worker's first message carries every module already transformed: read as one JSON.parse
    // without a source map (vite's stringify path), the largest trivia file takes a sixth of it.
    json: { stringify: true, namedExports: false },
    test: {
      projects: [
        {
          test: {
            name: "unit",
            environment: "node",
            include: ["schema/**/*.test.ts", "data/**/*.test.ts", "content/**/*.test.ts", "worker/services/**/*.test.ts", "worker/lib/**/*.test.ts", "durable-objects/{engine,games,room}/**/*.test.ts", "scripts/**/*.test.ts", "web/src/**/*.test.ts"],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, SESSION_SECRET: "test-secret-that-is-long-enough-for-hs256", APP_ENV: "development", AUDIENCE_SHARD_SIZE: "test" } },
            }),
          ],
          test: {
            name: "workers",
            // The machines that run these are shared 2-core boxes: a limit, not a speed check.
            testTimeout: 30_000,
            include: ["worker/test/**/*.test.ts", "durable-objects/test/**/*.test.ts"],
            setupFiles: ["./worker/test/apply-migrations.ts"],
          },
        },
      ],
    },
  };
});
