// The TV's players panel in a women's gathering («جلسة بنات»): a seat with no open page reads
// «غير متصلة», and a name the room no longer knows «لاعبة»; to everyone, the masculine-neutral forms.
import { describe, expect, it } from "vitest";
import type { RoomView } from "../../../../../schema/protocol";
import { nameOf } from "./parts";
import { SCREEN_TEXT_TABLE } from "./texts";
import { textsFor } from "../../../../../schema/address";

const room = (addressForm: RoomView["addressForm"]) => ({ players: {}, addressForm }) as unknown as RoomView;

describe("the TV's panel words by the room's address form", () => {
  it("names an unknown seat and an offline one in the feminine for women", () => {
    expect(nameOf(room("women"), "gone-id")).toBe("لاعبة");
    expect(nameOf(room("everyone"), "gone-id")).toBe("لاعب");
    expect(textsFor(SCREEN_TEXT_TABLE, "women").offline).toBe("غير متصلة");
    expect(textsFor(SCREEN_TEXT_TABLE, "everyone").offline).toBe("غير متصل");
  });
});
