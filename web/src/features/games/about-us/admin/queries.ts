// Admin «عنّا» questions: the key of their list. Add, edit, delete and import are row-editing.tsx's.
import { CONTENT_KEY } from "../../../admin/content/keys";

/** The list itself is kept by the shared list panel (ui/use-list-query.ts) under this key. */
export const ABOUT_US_KEY = [...CONTENT_KEY, "about-us-questions"] as const;
