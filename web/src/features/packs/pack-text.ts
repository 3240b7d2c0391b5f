// A pack's counts as Arabic says them (docs/arabic-style.md §3): «5 أسئلة», «لُعبت مرتين».
import { countText, QUESTIONS, TIMES } from "../../../../schema/arabic-count";

export const itemsText = (n: number) => countText(n, QUESTIONS);
export const playsText = (n: number) => (n === 0 ? "لم تُلعب بعد" : `لُعبت ${countText(n, TIMES)}`);
