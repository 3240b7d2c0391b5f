// Lucide gives each path of an icon a React key: a few random characters per path, which gzip
// cannot shrink, about 0.7 KiB gzip of what a phone loads to join a room (129 paths). An icon's
// paths never move or change in number, so their place is key enough: the build leaves the keys
// out. Only the build: the dev server keeps the library as published.
import type { Plugin } from "vite";

const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;

/** An icon module's source without its paths' keys. */
export function withoutIconKeys(code: string): string {
  return code.replace(/,\s*key:\s*"[^"]*"/g, "");
}

export function iconKeys(): Plugin {
  return {
    name: "majlis:icon-keys",
    apply: "build",
    transform(code, id) {
      return ICON_MODULE.test(id) ? { code: withoutIconKeys(code), map: null } : null;
    },
  };
}
