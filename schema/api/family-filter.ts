// The family filter list as the platform admin edits it: one line per term in
// the syntax of schema/family-filter.ts («*part*», «=exact», or a plain word).
import { z } from "zod";
import { FAMILY_FILTER } from "../limits";

const line = z
  .string({ error: "كل سطر نص" })
  .trim()
  .min(1, "سطر فارغ")
  .max(FAMILY_FILTER.termMax + 2, `الكلمة أطول من ${FAMILY_FILTER.termMax} حرفًا`);

export const familyFilterBodySchema = z
  .object({ lines: z.array(line).max(FAMILY_FILTER.maxTerms, `القائمة أطول من ${FAMILY_FILTER.maxTerms} كلمة`) })
  .strict();
export type FamilyFilterBody = z.infer<typeof familyFilterBodySchema>;

export interface FamilyFilterAnswer {
  lines: string[];
}
