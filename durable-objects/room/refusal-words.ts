// A refusal is written once, in the words a room uses for everyone. In «جلسة بنات» the people
// it names are women: the host is «مشرفة الغرفة», a player «لاعبة». Rather than a second copy of
// every refusal, the room says each one through this table of the phrases that differ, so a new
// refusal written with these phrases is right in both forms without anyone remembering to be.
// Longer phrases come first: «لم يقبل مشرف الغرفة» and «هذا اللاعب ليس» change a verb as well as a noun.
import { addressed, type AddressForm } from "../../schema/address";

const PHRASES = addressed(
  {
    refusedBy: "لم يقبل مشرف الغرفة",
    hiddenBy: "أخفى مضيف الغرفة",
    host: "مشرف الغرفة",
    ownHost: "بقرار من مشرفها",
    approval: "موافقة المشرف",
    playerIsNot: "هذا اللاعب ليس",
    thisPlayer: "هذا اللاعب",
    playerIdentity: "هوية اللاعب",
    players: "لاعبين",
    pickPlayer: "اختيار لاعب",
  },
  {
    refusedBy: "لم تقبل مشرفة الغرفة",
    hiddenBy: "أخفت مضيفة الغرفة",
    host: "مشرفة الغرفة",
    ownHost: "بقرار من مشرفتها",
    approval: "موافقة المشرفة",
    playerIsNot: "هذه اللاعبة ليست",
    thisPlayer: "هذه اللاعبة",
    playerIdentity: "هوية اللاعبة",
    players: "لاعبات",
    pickPlayer: "اختيار لاعبة",
  },
);

const KEYS = Object.keys(PHRASES.everyone) as (keyof typeof PHRASES.everyone)[];

/** A refusal's text as the room says it: unchanged to everyone, its people feminine in a women's room. */
export function refusalWords(message: string, form: AddressForm | null | undefined): string {
  if (form !== "women") return message;
  return KEYS.reduce((text, key) => text.replaceAll(PHRASES.everyone[key], PHRASES.women[key]), message);
}
