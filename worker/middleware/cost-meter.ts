// The cost bench counts D1's rows over every statement a request makes (data/cost-meter.ts): in
// development with COST_METER=on the request's env carries a counting D1; otherwise it is untouched.
import type { MiddlewareHandler } from "hono";
import { costMeterOn, meteredD1 } from "../../data/cost-meter";
import type { AppEnv } from "../app-env";

export const costMeter: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (costMeterOn(c.env)) c.env = { ...c.env, DB: meteredD1(c.env.DB, c.env) };
  await next();
};
