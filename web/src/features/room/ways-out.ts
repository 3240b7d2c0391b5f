// The room's ways out and the words of its refusals (spec 001 §4, §5, §9): kicked, room closed,
// left, room full; which refusals are said at the door, which are silent, and a new host's toast.
// Pure: the session's hooks decide when, these say what.
import { addressed } from "../../../../schema/address";
import { ROOM_CLIENT } from "../../../../schema/limits";
import type { ToastInput } from "../../ui/toast";

export type EndKind = "kicked" | "room-expired" | "left-room" | "room-full";

export interface Ending {
  kind: EndKind;
  title: string;
  description: string;
}

interface EndingText {
  title: string;
  description: string;
  /** Said on the home page once the room's page is gone; null: nothing follows the person there. */
  toast: ToastInput | null;
  /** Home after this long (spec 001 §4 and §9: kicked after 2 s, room closed or left after 1.5 s); null: stay. */
  redirectMs: number | null;
}

const ENDINGS_EVERYONE: Record<EndKind, EndingText> = {
  kicked: {
    title: "لا يمكنك الانضمام إلى هذه الغرفة",
    description: "تم إخراجك من هذه الغرفة بقرار من مشرفها، ولا يمكنك الانضمام إليها مرة أخرى.",
    // Said plainly, not as an error; the toast carries it onto the home page.
    toast: {
      variant: "notice",
      title: "لا يمكنك الانضمام إلى هذه الغرفة",
      description: "تم إخراجك منها بقرار من مشرفها. يمكنك إنشاء غرفة جديدة أو الانضمام إلى غرفة أخرى.",
    },
    redirectMs: ROOM_CLIENT.kickedRedirectMs,
  },
  "room-expired": {
    title: "انتهت صلاحية الغرفة",
    description: "تم إغلاق الغرفة بسبب انتهاء الوقت المحدد",
    toast: { variant: "notice", title: "انتهت صلاحية الغرفة", description: "تم إغلاق الغرفة بسبب انتهاء الوقت المحدد" },
    redirectMs: ROOM_CLIENT.roomClosedRedirectMs,
  },
  "left-room": {
    title: "طلعت من الغرفة",
    description: "بنرجعك للصفحة الرئيسية...",
    toast: { title: "غادرت الغرفة", description: "يمكنك العودة إليها بالكود ما دامت مفتوحة." },
    redirectMs: ROOM_CLIENT.roomClosedRedirectMs,
  },
  "room-full": {
    title: "الغرفة ممتلئة",
    description: "وصلت الغرفة إلى الحد الأقصى من اللاعبين. يمكنك تجربة غرفة أخرى أو الانتظار حتى يخرج أحدهم.",
    toast: null,
    redirectMs: null,
  },
};

const ERROR_TITLES_EVERYONE: Record<string, string> = {
  premium_required: "لعبة مميزة",
  premium_category: "فئات مميزة",
  no_category: "ما اخترت فئة",
  too_many_categories: "اخترت أكثر من فئة",
  invalid_nickname: "اسم غير صالح",
  not_admin: "للمشرف فقط",
};

/**
 * The ways out and the refusals' titles in a women's gathering («جلسة بنات», the room's address
 * form): the host is «مشرفتها», the others «إحداهن». Read with the last form the room said.
 */
export const ENDINGS = addressed(ENDINGS_EVERYONE, {
  kicked: {
    description: "تم إخراجك من هذه الغرفة بقرار من مشرفتها، ولا يمكنك الانضمام إليها مرة أخرى.",
    toast: {
      variant: "notice",
      title: "لا يمكنك الانضمام إلى هذه الغرفة",
      description: "تم إخراجك منها بقرار من مشرفتها. يمكنك إنشاء غرفة جديدة أو الانضمام إلى غرفة أخرى.",
    },
  },
  "room-full": { description: "وصلت الغرفة إلى الحد الأقصى من اللاعبات. يمكنك تجربة غرفة أخرى أو الانتظار حتى تخرج إحداهن." },
});
export const ERROR_TITLES = addressed(ERROR_TITLES_EVERYONE, { not_admin: "للمشرفة فقط" });

/** Errors the room answers without telling anyone (spec 001 §5: too few players is silent). */
const SILENT_ERRORS = new Set(["not_enough_players"]);
/**
 * The room's refusals at the door that the entry card shows under the name: the person reads
 * why, may change the name, and nothing sends the refused join again by itself.
 */
const DOOR_REFUSALS = new Set(["duplicate_nickname", "invalid_nickname", "kicked", "join_refused", "too_many_requests"]);
/** What the entry card says when a refusal at the door comes without words of its own. */
const DOOR_REFUSAL_FALLBACK = "هذا الاسم مستخدم في الغرفة، يُرجى اختيار اسم آخر";

/** What the session does with an error frame. */
export type ErrorOutcome =
  | { kind: "ignore" }
  | { kind: "door"; text: string }
  | { kind: "end"; end: EndKind }
  | { kind: "toast" };

/** An error frame's outcome, given whether the room has seated this page yet (its state arrived). */
export function errorOutcome({ code, message, type }: { code: string; message: string; type?: string }, joined: boolean): ErrorOutcome {
  // A frame that raced a refused join (a sync request) is refused too; the entry card already says why, once.
  if (code === "not_joined" && !joined) return { kind: "ignore" };
  const nicknameProblem = code === "duplicate_nickname" || type === "duplicate_nickname" || code === "invalid_nickname";
  if (!joined && (nicknameProblem || DOOR_REFUSALS.has(code))) return { kind: "door", text: message || DOOR_REFUSAL_FALLBACK };
  // After joining, a nickname problem is the profile dialog's to show.
  if (nicknameProblem) return { kind: "ignore" };
  if (code === "kicked") return { kind: "end", end: "kicked" };
  if (code === "room_expired") return { kind: "end", end: "room-expired" };
  if (code === "room_full" && !joined) return { kind: "end", end: "room-full" };
  if (SILENT_ERRORS.has(code)) return { kind: "ignore" };
  return { kind: "toast" };
}

/**
 * The room has a new host, in words that fit anyone: «إدارة الغرفة الآن مع سارة», and to the
 * new host «إدارة الغرفة الآن معك» (no gendered «مضيف/مضيفة»). `nickname` null: it is you.
 */
export function hostChangeToast(nickname: string | null): ToastInput {
  if (nickname === null) return { title: "إدارة الغرفة الآن معك", description: "يمكنك بدء اللعب والانتقال للجولة التالية وإنهاء اللعبة." };
  return { title: `إدارة الغرفة الآن مع ${nickname}` };
}
