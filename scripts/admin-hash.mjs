// Prints the ADMIN_PASSWORD_HASH for a password typed at the prompt (not echoed).
// Usage: npm run admin:hash, then: wrangler secret put ADMIN_PASSWORD_HASH
// Piped input works too: printf '%s' 'password' | npm run --silent admin:hash
import { stdin, stdout, stderr } from "node:process";
import { hashPassword, verifyPassword } from "../data/passwords.ts";

const MIN_LENGTH = 12;

/** Reads one line from the terminal with echo off (or all of stdin when it is not a terminal). */
function readSecret(prompt) {
  return new Promise((resolve, reject) => {
    if (!stdin.isTTY) {
      let data = "";
      stdin.setEncoding("utf8");
      stdin.on("data", (chunk) => (data += chunk));
      stdin.on("end", () => resolve(data.replace(/\r?\n$/, "")));
      stdin.on("error", reject);
      return;
    }
    stderr.write(prompt);
    let value = "";
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.resume();
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stderr.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          stderr.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") value = Array.from(value).slice(0, -1).join("");
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

const password = await readSecret("Admin password: ");
if (password.length < MIN_LENGTH) {
  stderr.write(`The password must be at least ${MIN_LENGTH} characters.\n`);
  process.exit(1);
}
if (stdin.isTTY) {
  const again = await readSecret("Again: ");
  if (again !== password) {
    stderr.write("The two passwords differ.\n");
    process.exit(1);
  }
}
const hash = await hashPassword(password);
if (!(await verifyPassword(password, hash))) throw new Error("hash does not verify");
stdout.write(`${hash}\n`);
