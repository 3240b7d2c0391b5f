// The benchmarks' comparison servers run in child processes, so their memory and CPU are
// measured apart from the benchmark's own: each is a script that, run with `--serve`, prints
// `LISTENING <port>` once ready.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A free loopback port (the child is told which one to listen on). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts `script --serve ...args` in a child process and waits for its LISTENING line.
 * Resolves to { url, pid, stop(), log() }; stop() kills the child and waits for it.
 * `name` says which server failed to start.
 */
export function startChildServer(script, { name, args = [], timeoutMs }) {
  const child = spawn(process.execPath, [script, "--serve", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stderr.on("data", (d) => (log += d));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${name} did not start within ${timeoutMs} ms\n${log}`));
    }, timeoutMs);
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      log += d;
      const m = /LISTENING (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}`, pid: child.pid, stop, log: () => log });
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited early (${code ?? signal})\n${log}`));
    });
  });
}
