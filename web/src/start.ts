// The page's entry script: the stylesheets, then the app (main.tsx, its own chunk, which the
// HTML preloads). A page that arrives drawn (prerendered, or a blog page the worker filled in)
// is painted before the app's code runs: evaluating React and hydrating is the load's longest
// task, and the browser would otherwise often run it before its first frame, holding up the paint
// of a page that needs no script to be read. Any other page is drawn by the app, so it starts at once.
import "./fonts.css";
import "./styles.css";

const startApp = () => void import("./main");
const drawn = document.getElementById("root")?.dataset.prerendered !== undefined;
// A hidden tab paints no frame (and runs no animation frame) until it is shown: start there at once.
if (drawn && document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(startApp, 0));
else startApp();
