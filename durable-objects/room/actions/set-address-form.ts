import type { AddressForm } from "../../../schema/address";
import { refuse } from "../change";
import { action } from "./types";

/**
 * «جلسة بنات»: how the game speaks, to everyone or to women. A lobby setting: the next
 * game takes it when it starts (its prompts and notices), and every screen follows the room's form.
 */
export const setAddressForm = action<{ form: AddressForm }>({
  adminOnly: true,
  notAdminMessage: "تغيير الإعدادات لمشرف الغرفة فقط",
  handle(room, _me, data) {
    if (room.game) return refuse("invalid_action", "يمكن تغيير طريقة المخاطبة في اللوبي فقط");
    if ((room.addressForm ?? "everyone") === data.form) return {};
    return { room: { ...room, addressForm: data.form }, state: "game-state" };
  },
});
