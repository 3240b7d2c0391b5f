import { describe, expect, it } from "vitest";
import { appEnvFromCommand, appEnvFromDotenv, deployAppEnvRefusals } from "./deploy-env";

describe("deploy:check's APP_ENV sources", () => {
  it("reads every --var APP_ENV of the deploy command, in either spelling and among other pairs", () => {
    expect(appEnvFromCommand("vite build && wrangler deploy --config dist/majlis/wrangler.json")).toEqual([]);
    expect(appEnvFromCommand("wrangler deploy --var GOOGLE_CLIENT_ID:abc APP_ENV:Production --config x")).toEqual(["Production"]);
    expect(appEnvFromCommand("wrangler deploy --var=APP_ENV:development")).toEqual(["development"]);
    expect(appEnvFromCommand(`wrangler deploy --var "APP_ENV:staging"`)).toEqual(["staging"]);
    expect(appEnvFromCommand(`wrangler deploy --var APP_ENV:"staging"`)).toEqual(["staging"]);
  });

  it("reads APP_ENV from a .dev.vars text, the last line winning", () => {
    expect(appEnvFromDotenv("SESSION_SECRET=x\n# APP_ENV=development\n")).toBeUndefined();
    expect(appEnvFromDotenv("APP_ENV=development\nAPP_ENV = \"prod\"\r\n")).toBe("prod");
  });

  it("passes only sources that say exactly production, and names each one that does not", () => {
    expect(deployAppEnvRefusals([{ source: "dist/majlis/wrangler.json", value: "production" }])).toEqual([]);
    const refusals = deployAppEnvRefusals([
      { source: "dist/majlis/wrangler.json", value: "production" },
      { source: "the deploy script's --var", value: "Production" },
      { source: "the environment", value: "development" },
      { source: ".dev.vars", value: "" },
      { source: "the built file", value: undefined },
    ]);
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toContain('the deploy script\'s --var: APP_ENV is "Production"');
    expect(refusals[1]).toContain('the environment sets APP_ENV="development"');
    expect(refusals[2]).toContain('.dev.vars: APP_ENV is ""');
    expect(refusals[3]).toContain("the built file sets no APP_ENV");
  });
});
