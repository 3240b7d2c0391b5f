// What `npm run deploy:check` (scripts/check-deploy.mjs) asks of APP_ENV, kept pure so it is unit
// tested: every place that could set the deployed worker's APP_ENV (the built wrangler.json, a
// `--var` in the deploy command, the shell's environment, a .dev.vars file) must say exactly
// "production". A typo there would otherwise ship ("Production" once opened the test sign-in).
import { appEnvProblem, isDevelopment } from "../data/env";

/** One place that sets APP_ENV, and the value it sets (undefined: it is missing where it must be). */
export interface AppEnvSetting {
  source: string;
  value: string | undefined;
}

/** The values `--var APP_ENV:…` (or `--var=APP_ENV:…`) flags give in a shell command, in order. */
export function appEnvFromCommand(command: string): string[] {
  // The shell drops the quotes around a word before wrangler sees it.
  const words = command.split(/\s+/).filter(Boolean).map(unquote);
  const values: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const pairs: string[] = [];
    if (word.startsWith("--var=")) pairs.push(word.slice("--var=".length));
    else if (word === "--var") {
      // wrangler takes several KEY:VALUE pairs after one --var, up to the next flag or command.
      while (i + 1 < words.length && /^[A-Za-z_][A-Za-z0-9_]*:/.test(words[i + 1])) pairs.push(words[++i]);
    }
    for (const pair of pairs) if (pair.startsWith("APP_ENV:")) values.push(unquote(pair.slice("APP_ENV:".length)));
  }
  return values;
}

/** APP_ENV as a dotenv text (.dev.vars) sets it, or undefined when it does not. */
export function appEnvFromDotenv(text: string): string | undefined {
  let value: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?APP_ENV\s*=\s*(.*?)\s*$/.exec(line);
    if (match) value = unquote(match[1]);
  }
  return value;
}

function unquote(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}

/** One line per setting that is not exactly "production"; empty when the deploy would run in production. */
export function deployAppEnvRefusals(settings: AppEnvSetting[]): string[] {
  return settings.flatMap(({ source, value }) => {
    if (value === undefined) return [`${source} sets no APP_ENV; it must be "production"`];
    const unknown = appEnvProblem(value);
    if (unknown) return [`${source}: ${unknown}`];
    if (isDevelopment({ APP_ENV: value })) return [`${source} sets APP_ENV="development"; a deploy must run in "production"`];
    return [];
  });
}
