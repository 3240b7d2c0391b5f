import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TestClient } from "../../worker/test/helpers/client";
import { joinRoom } from "./live-client";

async function newRoom() {
  const creator = new TestClient();
  const playerId = await creator.becomeGuest();
  const res = await creator.post("/api/rooms", { gameType: "trivia-deception", playerId, nickname: "المضيف" });
  return ((await res.json()) as { code: string }).code;
}

async function guest() {
  const client = new TestClient();
  return { client, playerId: await client.becomeGuest() };
}

describe("the room checks avatar layers against the active assets in D1", () => {
  it("seats an asset an admin added, maps a disabled one to the layer's first, and keeps a held one when another layer changes", async () => {
    await new TestClient().fetch("/api/avatar-assets"); // loads the seed
    await env.DB.prepare("INSERT INTO avatar_assets (layer_type, asset_number, file_name, file_path, display_order) VALUES ('Color', 41, 'new.png', '/uploads/avatars/new.png', 9)").run();
    await env.DB.prepare("UPDATE avatar_assets SET is_active = 0 WHERE layer_type = 'Face' AND asset_number = 9").run();

    const code = await newRoom();
    const { client, playerId } = await guest();
    const player = await joinRoom(client, code, "سارة", { color: 41, face: 9, custom: 16 });
    expect(player.joined.data.state.players[playerId]).toMatchObject({ avatarColor: 41, avatarFace: 7, avatarCustom: 16 });

    // Color 41 is disabled after the player took it: changing the face keeps it.
    await env.DB.prepare("UPDATE avatar_assets SET is_active = 0 WHERE layer_type = 'Color' AND asset_number = 41").run();
    player.socket.send("update-avatar", { avatar: { color: 41, face: 8, custom: 16 } });
    expect((await player.socket.next("avatar-updated")).data).toMatchObject({ playerId, avatar: { color: 41, face: 8, custom: 16 } });

    // A number that is no asset at all is refused to the layer's first.
    player.socket.send("update-avatar", { avatar: { color: 41, face: 500, custom: 16 } });
    expect((await player.socket.next("avatar-updated")).data).toMatchObject({ avatar: { color: 41, face: 7, custom: 16 } });
  });
});
