// Development only: the cost bench's counters (data/cost-meter.ts), read after a batch of games
// and reset before one. Outside development worker/middleware/dev-only.ts answers 404 first, and
// the counters only move when the server runs with COST_METER=on.
import { Hono } from "hono";
import { costFigures, costMeterOn, resetCostFigures } from "../../data/cost-meter";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/errors";

const refuseUnlessOn = (env: AppEnv["Bindings"]) => {
  if (!costMeterOn(env)) throw new HttpError(409, "cost_meter_off", "عدّاد التكلفة متوقف: شغّلوا الخادم مع MAJLIS_COST_METER=on");
};

export const costMeterRoutes = new Hono<AppEnv>()
  .get("/dev/cost-meter", (c) => {
    refuseUnlessOn(c.env);
    return c.json(costFigures());
  })
  .delete("/dev/cost-meter", (c) => {
    refuseUnlessOn(c.env);
    resetCostFigures();
    return c.json(costFigures());
  });
