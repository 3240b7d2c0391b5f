// Reload to playable: three phones play most-likely on `npm run serve`; mid-vote,
// one player reloads the room page N times. Each time the page records, from navigation
// start, when the vote's player buttons first stand ready to be tapped (drawn by the app
// from the room's live state, so the app has started and the socket has synced), and when
// a tap there is taken (the choice shows as pressed). Prints each run and the median,
// against the target: median < 1 s.
//
//   node scripts/bench/reload-to-playable.mjs [--runs 5] [--url http://127.0.0.1:4173]
//
// Without --url it builds the app and runs `npm run serve` on a scratch build and state
// directory. No assertions: exits non-zero only when setup fails.
import { parseArgs } from "node:util";
import { startScratchServe } from "./scratch-serve.mjs";

const { values: opts } = parseArgs({ options: { runs: { type: "string", default: "5" }, url: { type: "string" } } });
const RUNS = Number(opts.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 50) {
  console.error("usage: node scripts/bench/reload-to-playable.mjs [--runs 5] [--url http://127.0.0.1:4173]");
  process.exit(2);
}
const TARGET_MS = 1_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs in the page before its own scripts: notes when the vote's buttons are first
 * enabled, and when a tap on one shows as chosen.
 */
function watchPlayable() {
  const marks = { playableAt: null, tappedAt: null };
  window.__reloadMarks = marks;
  const look = () => {
    if (marks.playableAt === null && document.querySelector('[data-testid="vote-players"] button:not([disabled])')) marks.playableAt = performance.now();
    if (marks.tappedAt === null && document.querySelector('[data-testid="vote-players"] button[aria-pressed="true"], [data-testid="vote-players"] button[aria-checked="true"]'))
      marks.tappedAt = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
}

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

// `npm run serve` on a scratch build and state (scratch-serve.mjs).
const server = opts.url ? { url: opts.url.replace(/\/+$/, ""), async stop() {} } : await startScratchServe({ name: "reload", env: { CI: "true" }, timeoutMs: 240_000 });
process.env.BASE_URL = server.url;
// The browser tests' own steps, against this server (they read BASE_URL when loaded).
const { launchBrowser } = await import("../../e2e/helpers.mjs");
const { applySettingsAndStart, chooseGame, openRoomOfThree, phaseSelector, WAIT } = await import("../../e2e/room-helpers.mjs");

let status = 0;
const browser = await launchBrowser();
try {
  console.log(`reload to playable on ${opts.url ? server.url : "npm run serve (scratch build and state)"}: three phones, most-likely, one reloads mid-vote ${RUNS} times`);
  const { admin, fahad, phones } = await openRoomOfThree(browser);
  await chooseGame(admin.page, "most-likely");
  await applySettingsAndStart(admin, fahad, { rounds: 3, votingTime: 90 });
  const voting = phaseSelector("most-likely")(1, "voting");
  for (const phone of phones) await phone.page.locator(voting).waitFor(WAIT);

  await fahad.page.addInitScript(watchPlayable);
  const rows = [];
  for (let run = 1; run <= RUNS; run++) {
    await fahad.page.reload({ waitUntil: "commit" });
    const ready = fahad.page.getByTestId("vote-players").getByRole("button", { name: /^نورة/ });
    await ready.waitFor(WAIT);
    await fahad.page.waitForFunction(() => window.__reloadMarks?.playableAt !== null, null, WAIT);
    // A tap is taken: the choice shows as pressed (a choice, not the vote itself, so every run starts alike).
    await ready.click();
    await fahad.page.waitForFunction(() => window.__reloadMarks?.tappedAt !== null, null, { timeout: 5_000 }).catch(() => {});
    const marks = await fahad.page.evaluate(() => ({ ...window.__reloadMarks, dcl: performance.getEntriesByType("navigation")[0]?.domContentLoadedEventEnd ?? NaN }));
    rows.push(marks);
    console.log(
      `  run ${run}: buttons ready ${marks.playableAt.toFixed(0)} ms, tap shown ${Number.isFinite(marks.tappedAt) ? `${marks.tappedAt.toFixed(0)} ms` : "n/a"} (DOMContentLoaded ${marks.dcl.toFixed(0)} ms)`,
    );
    await sleep(300);
  }
  const m = median(rows.map((r) => r.playableAt));
  console.log(`median reload to playable: ${m.toFixed(0)} ms (target < ${TARGET_MS} ms): ${m < TARGET_MS ? "met" : "NOT MET"}`);
} catch (error) {
  status = 1;
  console.error(error);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(status);
