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

/** Replaces every occurrence of the server's placeholder nonce with this response's own. */
export function swapNonce(text: string, placeholder: string, fresh: string): string {
  return text.split(placeholder).join(fresh);
}

/**
 * Vite writes one nonce (html.cspNonce) into every page it transforms, fixed for the server's
 * life. A nonce must not repeat, so each response gets a fresh one of the same length: the
 * placeholder is swapped in the CSP header and in the HTML body (the worker's pages carry it
 * too, in their header and body), which keeps Content-Length true.
 */
export function pageHeaders(headersFile: string): Plugin {
  const placeholder = randomBytes(16).toString("base64");
  return {
    name: "majlis-page-headers",
    apply: "serve",
    config: () => ({ html: { cspNonce: placeholder } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "/").split("?")[0];
        const applyRules = () => {
          if (WORKER_PATHS.test(path)) return;
          const rules = parseHeadersFile(readFileSync(headersFile, "utf8"));
          for (const [name, value] of headersFor(rules, path))
            res.setHeader(name, name.toLowerCase() === "content-security-policy" ? withScriptNonce(value, placeholder) : value);
        };
        // Modules, styles and the API carry no nonce: only pages are rewritten.
        if (/^\/(api\/|ws(\?|$)|uploads\/|@|node_modules\/|src\/|assets\/)/.test(path) || /\.[a-z0-9]+$/i.test(path)) {
          applyRules();
          return next();
        }
        const fresh = randomBytes(16).toString("base64");
        const swap = (value: unknown): unknown =>
          typeof value === "string" ? swapNonce(value, placeholder, fresh) : Array.isArray(value) ? value.map((v): unknown => swap(v)) : value;

        const setHeader = res.setHeader.bind(res);
        res.setHeader = ((name: string, value: Parameters<typeof setHeader>[1]) =>
          setHeader(name, name.toLowerCase() === "content-security-policy" ? (swap(value) as typeof value) : value)) as typeof res.setHeader;
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
        res.writeHead = ((...args: unknown[]) => {
          for (const arg of args)
            if (arg && typeof arg === "object" && !Array.isArray(arg))
              for (const key of Object.keys(arg)) if (key.toLowerCase() === "content-security-policy") (arg as Record<string, unknown>)[key] = swap((arg as Record<string, unknown>)[key]);
          return writeHead(...args);
        }) as typeof res.writeHead;

        // The body: HTML is held until the end, so a nonce split across chunks is still found.
        const isHtml = () => String(res.getHeader("content-type") ?? "").includes("text/html");
        const chunks: Buffer[] = [];
        const write = res.write.bind(res) as (...args: unknown[]) => boolean;
        const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
        const toBuffer = (chunk: unknown, encoding?: unknown) =>
          Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : Buffer.from(chunk as Uint8Array);
        res.write = ((chunk: unknown, ...rest: unknown[]) => {
          if (!isHtml()) return write(chunk, ...rest);
          chunks.push(toBuffer(chunk, rest[0]));
          const callback = rest.find((r) => typeof r === "function") as (() => void) | undefined;
          callback?.();
          return true;
        }) as typeof res.write;
        res.end = ((chunk?: unknown, ...rest: unknown[]) => {
          if (!isHtml()) return end(chunk, ...rest);
          if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
          const callback = [chunk, ...rest].find((r) => typeof r === "function");
          const body = swapNonce(Buffer.concat(chunks).toString("utf8"), placeholder, fresh);
          return callback ? end(body, "utf8", callback) : end(body, "utf8");
        }) as typeof res.end;

        applyRules();
        next();
      });
    },
  };
}
