import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { errorResponse } from "../lib/errors";
import { validate } from "../lib/validate";
import { TestClient } from "./helpers/client";

/**
 * Only the caller's body parse may become a 400: a `SyntaxError` from our own JSON
 * (a stored row, a provider's answer) is our fault, logged and answered 500.
 */
describe("the error answer", () => {
  const app = new Hono()
    .post("/body", validate("json", z.object({ name: z.string() })), (c) => c.json({ ok: c.req.valid("json").name }))
    .get("/stored", (c) => c.json(JSON.parse("{stored row cut short")))
    .get("/decode", (c) => c.json({ text: decodeURIComponent("%E0%A4%A") }));
  app.onError(errorResponse);

  afterEach(() => vi.restoreAllMocks());

  it("answers the caller's unparsable body with 400 invalid_json", async () => {
    const res = await app.request("/body", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"name":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_json", errors: [{ field: "body" }] });
  });

  it("answers a SyntaxError of our own with a logged 500, not the caller's 400", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await app.request("/stored");
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: "internal_error" });
    expect(log).toHaveBeenCalledWith("unhandled error", expect.any(SyntaxError));
  });

  it("keeps bad percent-encoding the caller's fault", async () => {
    const res = await app.request("/decode");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_encoding" });
  });

  it("answers a broken JSON body on a real route with 400 invalid_json", async () => {
    const client = new TestClient();
    const res = await client.fetch("/api/rooms", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_json" });
  });
});
