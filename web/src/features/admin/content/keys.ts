// Query keys of the content tab: one root, so a change can refetch every content list.
import { ADMIN_KEY_ROOT } from "../queries";

export const CONTENT_KEY = [ADMIN_KEY_ROOT, "content"] as const;

