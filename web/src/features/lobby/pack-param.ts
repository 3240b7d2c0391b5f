// A pack's code carried in the address: /pack/{code}'s «إنشاء غرفة» opens the create
// screen with ?pack=, which passes it to the new room's address, whose lobby chooses that pack.
import { PACKS } from "../../../../schema/limits";

const PACK_CODE = new RegExp(`^[A-Z0-9]{${PACKS.codeLength}}$`);

/** A pack code from the address, or null when it is not one. */
export function packCodeParam(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return PACK_CODE.test(code) ? code : null;
}
