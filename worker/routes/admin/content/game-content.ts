// Every game's admin content (spec 002 §2 game-content screens, §5 forms and table imports, §7,
// §8), at /api/admin/<kind> for each game's content kind (schema/games/content-kinds.ts): a filtered
// page, a duplicate check for a game whose texts must be new in their subcategory, add (once per row
// in a table import or bulk upload), edit, delete (soft, undone by the bulk route's restore).
import { Hono } from "hono";
import { contentIdParamSchema, duplicateCheckSchema } from "../../../../schema/api/content";
import { CONTENT_KIND_LIST, type ContentKind } from "../../../../schema/games/content-kinds";
import type { AppEnv } from "../../../app-env";
import { validate } from "../../../lib/validate";
import { createContent, deleteContent, duplicatesIn, importContent, listContent, updateContent } from "../../../services/content-admin/game-content";
import { adminListQuery } from "./list-query";

type Body = Record<string, unknown>;

function kindRoutes(kind: ContentKind) {
  const path = `/${kind.manifest.content.kind}`;
  const routes = new Hono<AppEnv>().get(path, adminListQuery, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listContent(c.get("db"), kind, c.req.valid("query")));
  });
  if (kind.uniqueContent)
    routes.post(`${path}/duplicates`, validate("json", duplicateCheckSchema), async (c) => {
      const { subcategoryId, contents } = c.req.valid("json");
      return c.json({ duplicates: await duplicatesIn(c.get("db"), kind, subcategoryId, contents) });
    });
  return routes
    .post(`${path}/bulk`, validate("json", kind.schemas.bulk), async (c) => {
      const result = await importContent(c.get("db"), kind, c.get("admin"), c.req.valid("json") as Body);
      return c.json(result, result.added ? 201 : 200);
    })
    .post(path, validate("json", kind.schemas.create), async (c) => {
      const { gameId: _gameId, ...body } = c.req.valid("json") as Body;
      return c.json(await createContent(c.get("db"), kind, c.get("admin"), body), 201);
    })
    .put(`${path}/:id`, validate("param", contentIdParamSchema), validate("json", kind.schemas.update), async (c) => {
      return c.json(await updateContent(c.get("db"), kind, c.get("admin"), c.req.valid("param").id, c.req.valid("json") as Body));
    })
    .delete(`${path}/:id`, validate("param", contentIdParamSchema), async (c) => {
      await deleteContent(c.get("db"), kind, c.get("admin"), c.req.valid("param").id);
      return c.json({ success: true });
    });
}

export const adminGameContentRoutes = CONTENT_KIND_LIST.reduce((app, kind) => app.route("/", kindRoutes(kind)), new Hono<AppEnv>());
