// The cost bench's D1 counter and its development-only route (data/cost-meter.ts,
// worker/routes/cost-meter.ts): D1's own `meta` figures summed over every way a statement runs,
// answers unchanged, and the counters closed outside a counting development server.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { costFigures, meteredD1, resetCostFigures } from "../../data/cost-meter";
import { TestClient } from "./helpers/client";

const ON = { APP_ENV: "development", COST_METER: "on" };

beforeEach(async () => {
  await env.DB.exec("CREATE TABLE IF NOT EXISTS cost_probe (n INTEGER)");
  resetCostFigures();
});

describe("the D1 cost counter", () => {
  it("sums D1's rows read and written over all, first, run, raw and batch, with the same answers as the plain binding", async () => {
    const db = meteredD1(env.DB, ON);
    const insert = db.prepare("INSERT INTO cost_probe (n) VALUES (?)");
    await insert.bind(1).run();
    await db.batch([insert.bind(2), insert.bind(3)]);
    expect(costFigures().d1).toEqual({ statements: 3, rowsRead: 0, rowsWritten: 3 });

    const select = "SELECT n FROM cost_probe ORDER BY n";
    const plain = await env.DB.prepare(select).all();
    resetCostFigures();
    expect((await db.prepare(select).all()).results).toEqual(plain.results);
    expect(await db.prepare(select).first("n")).toBe(1);
    expect(await db.prepare(select).first()).toEqual({ n: 1 });
    expect(await db.prepare(select).raw()).toEqual(await env.DB.prepare(select).raw());
    expect(await db.prepare(select).raw({ columnNames: true })).toEqual(await env.DB.prepare(select).raw({ columnNames: true }));
    // Five reads, each its own statement: D1's meta for each, counted once.
    expect(costFigures().d1).toEqual({ statements: 5, rowsRead: 5 * plain.meta.rows_read, rowsWritten: 0 });

    // A writing statement read as arrays (drizzle's `.returning()`) runs once.
    resetCostFigures();
    expect(await db.prepare("UPDATE cost_probe SET n = n * 10 WHERE n = ? RETURNING n").bind(2).raw()).toEqual([[20]]);
    expect((await env.DB.prepare("SELECT count(*) AS c FROM cost_probe WHERE n = 20").first("c"))).toBe(1);
    expect(costFigures().d1.statements).toBe(1);
    expect(costFigures().d1.rowsWritten).toBe(1);
  });
});

describe("GET /api/dev/cost-meter", () => {
  it("does not exist in production, is closed while the meter is off, and counts a request's D1 rows when on", async () => {
    expect((await new TestClient({ APP_ENV: "production", COST_METER: "on" }).fetch("/api/dev/cost-meter")).status).toBe(404);
    const off = await new TestClient().fetch("/api/dev/cost-meter");
    expect(off.status).toBe(409);
    expect(await off.json()).toMatchObject({ code: "cost_meter_off" });

    const on = new TestClient({ COST_METER: "on" });
    const reset = await on.fetch("/api/dev/cost-meter", { method: "DELETE" });
    expect(reset.status).toBe(200);
    expect(((await reset.json()) as ReturnType<typeof costFigures>).d1).toEqual({ statements: 0, rowsRead: 0, rowsWritten: 0 });
    expect((await on.fetch("/api/games")).status).toBe(200);
    const figures = (await (await on.fetch("/api/dev/cost-meter")).json()) as ReturnType<typeof costFigures>;
    expect(figures.d1.statements).toBeGreaterThan(0);
    expect(figures.d1.rowsRead).toBeGreaterThan(0);
  });
});
