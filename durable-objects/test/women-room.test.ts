// «جلسة بنات» (issue 34) through the real room actor: the host sets the room to speak to women,
// a guest may not, a bad form is refused by the schema, and a most-likely round sends every phone
// the prompt's feminine form as D1 holds it; while the game runs, the form stays put.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MostLikelyView } from "../../schema/game-views";
import { categoriesOf, hostedRoom, seatGuests, viewOf } from "./game-helpers";

const gameOf = viewOf<MostLikelyView>;

describe("a women's room over the room actor", () => {
  it("sends the feminine prompt, and only the host changes the form, in the lobby", async () => {
    const { room, host } = await hostedRoom("most-likely");
    const [sara, huda] = await seatGuests(room.code, ["سارة", "هدى"]);
    const category = (await categoriesOf("most-likely"))[0].id;

    sara.socket.send("set-address-form", { form: "women" });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    host.send("set-address-form", { form: "men" });
    expect((await host.next("error")).data.code).toBe("invalid_message");
    host.send("set-address-form", { form: "women" });
    expect((await huda.socket.next("game-state")).data.state.addressForm).toBe("women");

    host.send("start-game", { gameType: "most-likely", categories: [category], settings: { rounds: 3 } });
    const started = await sara.socket.next("game-started");
    const question = gameOf(started).currentQuestion!;
    const row = await env.DB.prepare("select content, feminine from most_likely_questions where id = ?").bind(Number(question.id)).first<{ content: string; feminine: string }>();
    expect(row!.feminine).toBeTruthy();
    expect(question.content).toBe(row!.feminine);
    expect(question.content).not.toBe(row!.content);
    expect(started.data.state.addressForm).toBe("women");
    expect(gameOf(await huda.socket.next("game-started")).currentQuestion!.content).toBe(row!.feminine);

    // While the game runs the form stays put.
    host.drain();
    host.send("set-address-form", { form: "everyone" });
    expect((await host.next("error")).data.message).toBe("يمكن تغيير طريقة المخاطبة في اللوبي فقط");
  });

  it("refuses a guest in the words of a women's room: the host is «مشرفة الغرفة»", async () => {
    const { room, host } = await hostedRoom("most-likely");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    sara.socket.send("start-game", { gameType: "most-likely", categories: [], settings: { rounds: 3 } });
    expect((await sara.socket.next("error")).data.message).toBe("بدء اللعبة لمشرف الغرفة فقط");

    host.send("set-address-form", { form: "women" });
    expect((await sara.socket.next("game-state")).data.state.addressForm).toBe("women");
    sara.socket.send("start-game", { gameType: "most-likely", categories: [], settings: { rounds: 3 } });
    expect((await sara.socket.next("error")).data.message).toBe("بدء اللعبة لمشرفة الغرفة فقط");
    sara.socket.send("metrics-request", {});
    expect((await sara.socket.next("error")).data.message).toBe("هذه المعلومات لمشرفة الغرفة فقط");
  });
});
