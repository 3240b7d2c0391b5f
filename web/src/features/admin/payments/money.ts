import { formatRiyals } from "../../../../../schema/api/pricing";

/** "149.99 ر.س", "15 ر.س": riyals as the spec writes them. */
export const riyals = (amount: number) => `${formatRiyals(amount)} ر.س`;
