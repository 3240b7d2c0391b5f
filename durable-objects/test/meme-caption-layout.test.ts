// Caption placement travels from the seed catalogue through the memes table and the room
// actor to the picture each player is shown (issue 24).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MemeView } from "../../schema/game-views";
import { memeCategories } from "../../content";
import { categoriesOf, hostedRoom, seatGuests, viewOf } from "./game-helpers";

const seedByUrl = new Map(memeCategories.flatMap((c) => c.pictures).map((p) => [`/seed/memes/${p.file}`, p]));

describe("meme caption placement from seed to game view", () => {
  it("stores each seed picture's placement and shows the drawn picture with it", async () => {
    // A category whose pictures use side panels and side-by-side boxes, not only the classic look.
    const family = memeCategories.find((c) => new Set(c.pictures.map((p) => p.captionLayout)).size >= 4)!;
    const category = (await categoriesOf<{ id: string; nameAr: string }>("meme-game")).find((c) => c.nameAr === family.nameAr)!;
    expect(category).toBeDefined();

    const { results } = await env.DB.prepare("SELECT image_url, text_box_count, caption_layout FROM meme_images WHERE category_id = ?")
      .bind(Number(category.id))
      .all<{ image_url: string; text_box_count: number; caption_layout: string }>();
    expect(results).toHaveLength(family.pictures.length);
    for (const row of results) {
      const seed = seedByUrl.get(row.image_url)!;
      expect(row).toMatchObject({ text_box_count: seed.textBoxCount, caption_layout: seed.captionLayout });
    }

    const { room, host } = await hostedRoom("meme-game");
    const [guest] = await seatGuests(room.code, ["ريم"]);
    host.send("start-game", { gameType: "meme-game", categories: [category.id], settings: { rounds: 3 } });
    const view = viewOf<MemeView>(await guest.socket.next("game-started"));
    const shown = view.currentMeme!;
    const seed = seedByUrl.get(shown.imageUrl)!;
    expect(seed).toBeDefined();
    expect(shown).toMatchObject({ textBoxCount: seed.textBoxCount, captionLayout: seed.captionLayout });
  });
});
