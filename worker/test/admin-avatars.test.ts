import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AvatarAsset, PublicAvatarAsset } from "../../schema/api/avatars";
import { TestClient } from "./helpers/client";
import { adminClient } from "./helpers/admin";
import { CONTENT_TRASH } from "../../schema/limits";
import { database } from "../../data/db";
import { purgeDeletedContent } from "../services/content-trash";

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (ch) => ch.charCodeAt(0));

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});

function form(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.set("avatarImage", new File([file.bytes], file.name, { type: file.type }));
  return body;
}
const upload = (client: TestClient, body: FormData) => client.fetch("/api/admin/avatar-assets", { method: "POST", body });
const publicList = async () => (await (await new TestClient().fetch("/api/avatar-assets")).json()) as PublicAvatarAsset[];
const adminList = async () => (await (await admin.fetch("/api/admin/avatar-assets")).json()) as AvatarAsset[];

describe("avatar assets", () => {
  it("lists the seeded layers publicly with their static files", async () => {
    const assets = await publicList();
    const count = (layer: string) => assets.filter((a) => a.layerType === layer).length;
    expect([count("Color"), count("Face"), count("Custom")]).toEqual([5, 8, 9]);
    expect(assets).toContainEqual({ layerType: "Face", assetNumber: 7, filePath: "/avatars/face/7.svg", displayOrder: 0 });
  });

  it("refuses the admin avatar routes without an admin session", async () => {
    const visitor = new TestClient();
    const [asset] = await adminList();
    for (const res of [
      await visitor.fetch("/api/admin/avatar-assets"),
      await upload(visitor, form({ layerType: "Face" }, { bytes: PNG, name: "x.png", type: "image/png" })),
      await visitor.fetch(`/api/admin/avatar-assets/${asset.id}`, { method: "PUT", json: { isActive: false } }),
      await visitor.fetch(`/api/admin/avatar-assets/${asset.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } }),
    ])
      expect(res.status).toBe(401);
  });

  it("accepts a PNG with the next number of its layer, stores it in R2 and serves it back from /uploads with its type", async () => {
    const res = await upload(admin, form({ layerType: "Custom", displayOrder: "0" }, { bytes: PNG, name: "قبعة.png", type: "image/png" }));
    expect(res.status).toBe(201);
    const asset = (await res.json()) as AvatarAsset;
    expect(asset).toMatchObject({ layerType: "Custom", assetNumber: 24, fileName: "قبعة.png", isActive: true, displayOrder: 0 });
    expect(asset.filePath).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);

    const served = await new TestClient().fetch(asset.filePath);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Cache-Control")).toContain("max-age=31536000");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    expect(await publicList()).toContainEqual({ layerType: "Custom", assetNumber: 24, filePath: asset.filePath, displayOrder: 0 });
    const lookup = await new TestClient().fetch("/api/avatar-assets/custom/24");
    expect(lookup.status).toBe(302);
    expect(lookup.headers.get("Location")).toBe(asset.filePath);
  });

  it("takes a chosen number and refuses one already used in the layer", async () => {
    const res = await upload(admin, form({ layerType: "Color", assetNumber: "40" }, { bytes: PNG, name: "red.png", type: "image/png" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ layerType: "Color", assetNumber: 40 });
    const again = await upload(admin, form({ layerType: "Color", assetNumber: "40" }, { bytes: PNG, name: "red.png", type: "image/png" }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "asset_number_taken" });
  });

  it("refuses a file that is not a PNG, whatever its name and type say, and a missing file or bad layer", async () => {
    const before = (await adminList()).length;
    const gif = new TextEncoder().encode("GIF89a fake");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const body of [
      form({ layerType: "Face" }, { bytes: gif, name: "face.png", type: "image/png" }),
      form({ layerType: "Face" }, { bytes: svg, name: "face.svg", type: "image/svg+xml" }),
      form({ layerType: "Face" }),
      form({ layerType: "Hat" }, { bytes: PNG, name: "x.png", type: "image/png" }),
      form({ layerType: "Face", assetNumber: "-3" }, { bytes: PNG, name: "x.png", type: "image/png" }),
      form({ layerType: "Face", assetNumber: "abc" }, { bytes: PNG, name: "x.png", type: "image/png" }),
    ]) {
      const res = await upload(admin, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", message: expect.any(String) });
    }
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(PNG);
    const tooBig = await upload(admin, form({ layerType: "Face" }, { bytes: huge, name: "big.png", type: "image/png" }));
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toMatchObject({ errors: [{ field: "avatarImage" }] });
    const json = await admin.post("/api/admin/avatar-assets", { layerType: "Face" });
    expect(json.status).toBe(400);
    expect((await adminList()).length).toBe(before);
  });

  it("switches availability: a disabled asset leaves the public list but its picture still resolves", async () => {
    const created = (await (await upload(admin, form({ layerType: "Face" }, { bytes: PNG, name: "smile.png", type: "image/png" }))).json()) as AvatarAsset;
    const off = await admin.fetch(`/api/admin/avatar-assets/${created.id}`, { method: "PUT", json: { isActive: false } });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ isActive: false });
    expect((await publicList()).some((a) => a.filePath === created.filePath)).toBe(false);
    const lookup = await new TestClient().fetch(`/api/avatar-assets/face/${created.assetNumber}`);
    expect(lookup.headers.get("Location")).toBe(created.filePath);
    expect((await new TestClient().fetch(created.filePath)).status).toBe(200);

    expect((await admin.fetch(`/api/admin/avatar-assets/${created.id}`, { method: "PUT", json: { isActive: "no" } })).status).toBe(400);
    expect((await admin.fetch(`/api/admin/avatar-assets/${created.id}`, { method: "PUT", json: {} })).status).toBe(400);
  });

  it("deletes an uploaded asset with its file; unknown ids are 404", async () => {
    const created = (await (await upload(admin, form({ layerType: "Color" }, { bytes: PNG, name: "blue.png", type: "image/png" }))).json()) as AvatarAsset;
    const res = await admin.fetch(`/api/admin/avatar-assets/${created.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(200);
    expect((await adminList()).some((a) => a.id === created.id)).toBe(false);
    // Issue 26: the delete is soft (undoable); the file goes when the cleanup job purges the row after the retention.
    await purgeDeletedContent(env, database(env.DB), Date.now() + (CONTENT_TRASH.retentionDays + 1) * 86_400_000);
    expect((await new TestClient().fetch(created.filePath)).status).toBe(404);
    expect(await env.UPLOADS.head(created.filePath.replace("/uploads/", ""))).toBeNull();

    for (const res of [
      await admin.fetch("/api/admin/avatar-assets/999999", { method: "DELETE", headers: { "Content-Type": "application/json" } }),
      await admin.fetch("/api/admin/avatar-assets/999999", { method: "PUT", json: { isActive: true } }),
    ])
      expect(res.status).toBe(404);
    expect((await new TestClient().fetch("/api/avatar-assets/face/99999")).status).toBe(404);
    expect((await new TestClient().fetch("/api/avatar-assets/hat/1")).status).toBe(400);
    expect((await new TestClient().fetch("/uploads/avatars/..%2F..%2Fsecret")).status).toBe(404);
  });
});
