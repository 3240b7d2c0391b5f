// The paging of every admin list's answer (users, payments, activity, trash), in one place.
import { z } from "zod";

/** How many rows there are in all, the page answered (from 1) and how many rows a page holds. */
export const pageFields = { total: z.number(), page: z.number(), pageSize: z.number() };
