import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig } from "vite";

/** Local D1, R2 and Durable Object storage; tests point it at a scratch folder. */
export const stateDir = resolve(import.meta.dirname, process.env.MAJLIS_STATE_DIR ?? ".wrangler/state");

export default defineConfig({
  root: "web",
  publicDir: "public",
  build: { outDir: "../dist", emptyOutDir: true },
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({ configPath: resolve(import.meta.dirname, "wrangler.toml"), persistState: { path: stateDir } }),
  ],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: "127.0.0.1" },
});
