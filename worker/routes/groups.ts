// «مجلسنا» (groups): make one, join one by its code, read it (members only), leave it or remove
// a member, and the caller's own group data (its export and its deletion). The rules and queries
// are in worker/services/groups.ts; rooms link to a group in worker/routes/rooms.ts.
import { Hono } from "hono";
import { createGroupBodySchema, groupParamSchema, groupQuerySchema, joinGroupBodySchema, memberParamSchema } from "../../schema/api/groups";
import type { AppEnv } from "../app-env";
import { validate } from "../lib/validate";
import { callerOf, createGroup, deleteMyGroupData, groupView, joinGroup, myGroups, myGroupTexts, removeMember, removeOther, requireMember } from "../services/groups";

export const groupRoutes = new Hono<AppEnv>()
  .post("/groups", validate("json", createGroupBodySchema), async (c) => c.json({ code: await createGroup(c, c.req.valid("json")) }, 201))

  .get("/groups/mine", async (c) => c.json(await myGroups(c.get("db"), callerOf(c))))
  .get("/groups/mine/texts", async (c) => c.json(await myGroupTexts(c.get("db"), callerOf(c))))
  .delete("/groups/mine", async (c) => c.json({ left: await deleteMyGroupData(c.get("db"), callerOf(c)) }))

  .get("/groups/:code", validate("param", groupParamSchema), validate("query", groupQuerySchema), async (c) => {
    const { group, member } = await requireMember(c, c.req.valid("param").code);
    return c.json(await groupView(c.get("db"), group, member, c.req.valid("query").season));
  })

  .post("/groups/:code/members", validate("param", groupParamSchema), validate("json", joinGroupBodySchema), async (c) => {
    const { member, created } = await joinGroup(c, c.req.valid("param").code, c.req.valid("json").nickname);
    return c.json(member, created ? 201 : 200);
  })

  .delete("/groups/:code/members/me", validate("param", groupParamSchema), async (c) => {
    const { group, member } = await requireMember(c, c.req.valid("param").code, false);
    await removeMember(c.get("db"), group, member);
    return c.json({ left: true });
  })

  .delete("/groups/:code/members/:memberId", validate("param", memberParamSchema), async (c) => {
    const { code, memberId } = c.req.valid("param");
    const { group, member } = await requireMember(c, code, false);
    await removeOther(c.get("db"), group, member, memberId);
    return c.json({ removed: true });
  });
