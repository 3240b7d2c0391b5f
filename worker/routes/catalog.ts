import { Hono } from "hono";
import { CHARACTER_LIMITS, defaultGameSettings, GAME_SETTING_LIMITS, PLAYER_LIMITS } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import { listCategories } from "../../data/catalog";
import { GAME_MANIFESTS } from "../../schema/games";
import { parseGameType, readSiteSettings } from "../services/catalog";
import { listGames } from "../services/games";

export const catalogRoutes = new Hono<AppEnv>()
  .get("/site-settings", async (c) => c.json(await readSiteSettings(c.get("db"))))

  .get("/character-limits", (c) => c.json(CHARACTER_LIMITS))

  .get("/games", async (c) => c.json(await listGames(c.get("db"), { activeOnly: true })))

  .get("/games/:gameType/categories", async (c) => {
    const gameType = parseGameType(c.req.param("gameType"));
    return c.json(await listCategories(c.get("db"), gameType, GAME_MANIFESTS[gameType].categoryShape));
  })

  .get("/games/:gameType/configurations", (c) => {
    const gameType = parseGameType(c.req.param("gameType"));
    return c.json({ gameType, settings: GAME_SETTING_LIMITS[gameType], roomConfig: PLAYER_LIMITS });
  })

  .get("/games/:gameType/settings", (c) => c.json(defaultGameSettings(parseGameType(c.req.param("gameType")))));
