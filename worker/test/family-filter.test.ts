// The family filter outside the room: room names at creation, and the admin's list.
import { describe, expect, it } from "vitest";
import { DEFAULT_FAMILY_FILTER } from "../../schema/family-filter-list";
import { lineFromTerm } from "../../schema/family-filter";
import { adminClient } from "./helpers/admin";
import { TestClient } from "./helpers/client";

async function createRoom(name: string) {
  const guest = new TestClient();
  const playerId = await guest.becomeGuest();
  return guest.post("/api/rooms", { gameType: "trivia-deception", playerId, nickname: "مضيف", name });
}

describe("family filter: room names and the admin's list", () => {
  it("refuses a room name with a listed word, kindly; an ordinary name with its letters passes", async () => {
    const refused = await createRoom("غرفة الشرموطة");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: "family_filter",
      message: "اسم الغرفة غير مناسب للعب العائلي، يُرجى اختيار اسم آخر",
      errors: [{ field: "name", message: expect.stringContaining("غير مناسب للعب العائلي") }],
    });
    expect((await createRoom("زبدة وخراف")).status).toBe(201);
  });

  it("lists the shipped terms and replaces them whole; the new list applies to the next room", async () => {
    const admin = await adminClient();
    const listed = (await (await admin.fetch("/api/admin/family-filter")).json()) as { lines: string[] };
    expect([...listed.lines].sort()).toEqual(DEFAULT_FAMILY_FILTER.map(lineFromTerm).sort());

    const put = await admin.fetch("/api/admin/family-filter", { method: "PUT", json: { lines: [...listed.lines, "*بطيخ*", "بطيخ", "=موز"] } });
    expect(put.status).toBe(200);
    const after = (await put.json()) as { lines: string[] };
    // A repeated term keeps its last kind.
    expect(after.lines.slice(-2)).toEqual(["بطيخ", "=موز"]);
    expect((await createRoom("البطيخ")).status).toBe(400);
    expect((await createRoom("موزة")).status).toBe(201);

    // Back to the shipped list for the other tests.
    expect((await admin.fetch("/api/admin/family-filter", { method: "PUT", json: { lines: listed.lines } })).status).toBe(200);
  });

  it("refuses a malformed list with the usual 400, and strangers", async () => {
    const admin = await adminClient();
    for (const body of [{}, { lines: "x" }, { lines: [1] }, { lines: [""] }, { lines: ["a".repeat(60)] }, { lines: [], extra: 1 }]) {
      const res = await admin.fetch("/api/admin/family-filter", { method: "PUT", json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    expect((await new TestClient().fetch("/api/admin/family-filter")).status).toBe(401);
  });
});
