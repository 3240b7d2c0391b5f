// Serves the pages' security headers (web/public/_headers, which Workers Assets
// applies in production) from the dev server too, so the local app is the app
// that ships. Only the dev tooling's own inline script gets in, through a nonce.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Parses the `_headers` format: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon > 0 && rules.length) rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a `_headers` pattern (`/*` splats, `:name` placeholders) matches a path. */
export function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${source}$`).test(path);
}

/** The headers `_headers` gives a path; later rules add to earlier ones, as on Workers Assets. */
export function headersFor(rules: HeaderRule[], path: string): [string, string][] {
  return rules.filter((r) => matchesPattern(r.pattern, path)).flatMap((r) => r.headers);
}

/** Adds a nonce to a CSP's script-src, for the dev server's inline refresh preamble. */
export function withScriptNonce(csp: string, nonce: string): string {
  return csp
    .split(";")
    .map((d) => (d.trim().startsWith("script-src") ? `${d.trim()} 'nonce-${nonce}'` : d.trim()))
    .join("; ");
}

/** Paths the worker answers itself (run_worker_first): they carry the worker's own headers. */
const WORKER_PATHS = /^\/(api\/|ws(\?|$)|uploads\/|cdn-cgi\/)/;

export function pageHeaders(headersFile: string): Plugin {
  const nonce = randomBytes(16).toString("base64");
  return {
    name: "majlis-page-headers",
    apply: "serve",
    config: () => ({ html: { cspNonce: nonce } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "/").split("?")[0];
        if (!WORKER_PATHS.test(path)) {
          const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
          for (const [name, value] of headersFor(rules, path))
            res.setHeader(name, name.toLowerCase() === "content-security-policy" ? withScriptNonce(value, nonce) : value);
        }
        next();
      });
    },
  };
}
