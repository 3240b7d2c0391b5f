// The admin's games tab (spec 002 §2): every game, and its edit (name, description, premium,
// active). The queries live in worker/services/games.ts.
import { Hono } from "hono";
import { gameIdParamSchema, gameUpdateBodySchema } from "../../../schema/api/admin";
import type { AppEnv } from "../../app-env";
import { validate } from "../../lib/validate";
import { listGames, updateGame } from "../../services/games";

export const gameAdminRoutes = new Hono<AppEnv>()
  .get("/games", async (c) => c.json(await listGames(c.get("db"), { activeOnly: false })))

  .put("/games/:id", validate("param", gameIdParamSchema), validate("json", gameUpdateBodySchema), async (c) =>
    c.json(await updateGame(c.get("db"), c.get("admin")?.username, c.req.valid("param").id, c.req.valid("json"))),
  );
