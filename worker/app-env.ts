import type { Db } from "../data/db";
import type { Env } from "../data/env";
import type { UserRow } from "./services/access";

/** What the middleware puts on every request's context. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    user: UserRow | null;
    sessionId: string | null;
    guestId: string | null;
    /** The browser's device id from its signed cookie; null until `ensureDevice` gives it one. */
    deviceId: string | null;
    /** Set by the admin guard on /api/admin/* once the admin session is checked. */
    admin: { sessionId: string; username: string } | null;
    /** Set by the blog admin guard on /api/admin/blog/* once the blog admin session is checked. */
    blogAdmin: { sessionId: string; username: string } | null;
  };
}
