// The query validator every admin content list shares: q/category/status/page/pageSize
// and the spec's older names, checked by one zod schema.
import { adminListQuerySchema } from "../../../../schema/api/content-bulk";
import { validate } from "../../../lib/validate";

export const adminListQuery = validate("query", adminListQuerySchema);
