// What the browser bundle gets for `import … from "react"` (vite.config.ts maps it here):
// Preact's React layer, plus the one React 19 hook it lacks that a library we ship calls.
// Plain JavaScript: Preact's types declare the layer as `export =`, which TypeScript will not re-export.
import { options } from "preact";
import compat from "preact/compat";
import { useOptimistic } from "./optimistic";
import { APP_OWNED } from "./owned";

// Every element the app has drawn or hydrated carries APP_OWNED (the entry script holds a tap
// on a drawn button until then). `__e` is the vnode's element in Preact's pinned build.
const diffed = options.diffed;
options.diffed = (vnode) => {
  if (typeof vnode.type === "string" && vnode.__e) vnode.__e[APP_OWNED] = true;
  diffed?.(vnode);
};

export * from "preact/compat";
export { useOptimistic };
// `import React from "react"` reads the same functions off the default export.
export default { ...compat, useOptimistic };
