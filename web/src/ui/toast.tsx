// Notifications (spec 000 §4): one toast at a time; a new one replaces the old.
// A dismissed toast stays mounted (hidden) for the spec's removal delay, unless replaced first.
// On phones toasts sit at the top, below any registered top bar (the room's lobby header and
// game chrome), so they never cover the round label or the menu; on wider screens they sit in
// the bottom corner, above any registered bottom bar (the start bar, a sticky vote button).
// An open dialog is never covered at its title: on phones the toast stays at the top only
// while the space above the dialog holds it, and otherwise goes to the bottom edge.
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, useLayoutEffect, useSyncExternalStore, type CSSProperties, type RefObject } from "react";
import { CLIENT_TIMINGS } from "../../../schema/limits";
import { cx } from "./cx";

/**
 * default: a success, with the check; destructive: an error (red, the alert icon); notice: a
 * refusal or an ending said plainly, not as an error, yet never with the success check.
 */
export type ToastVariant = "default" | "destructive" | "notice";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button in the toast (e.g. «تراجع» after a delete); pressing it also closes the toast. */
  action?: { label: string; onClick: () => void };
  /** How long it stays, when not the usual (an undo offer stays as long as the undo is possible). */
  durationMs?: number;
  /** About one game phase (an empty answer, a refused vote): it goes when the phase changes (`dismissPhaseToasts`). */
  phaseBound?: boolean;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const VISIBLE_MS = CLIENT_TIMINGS.toastVisibleMs;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ToastItem[] {
  return toasts;
}

export function dismissToast(id?: number): void {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) {
    if (t.open || removeTimers.has(t.id)) continue;
    removeTimers.set(
      t.id,
      setTimeout(() => {
        removeTimers.delete(t.id);
        toasts = toasts.filter((x) => x.id !== t.id);
        emit();
      }, CLIENT_TIMINGS.toastRemoveDelayMs),
    );
  }
  emit();
}

/** The phase changed: a toast about the last one (still open) would now cover the next one's question. */
export function dismissPhaseToasts(): void {
  for (const t of toasts.filter((x) => x.open && x.phaseBound)) dismissToast(t.id);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, CLIENT_TIMINGS.toastLimit);
  emit();
  return id;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

// ---------- clearance: the space the bars pinned to the screen's edges take ----------

type Edge = "top" | "bottom";
/** Pixels taken at each edge, and the top of the highest open dialog (null: none); replaced (never mutated) so it can be a store snapshot. */
let clearance: Record<Edge, number> & { dialogTop: number | null } = { top: 0, bottom: 0, dialogTop: null };
const pinnedBars: Record<Edge, Set<Element>> = { top: new Set(), bottom: new Set() };
const openDialogs = new Set<Element>();
/** Ours: the height a toast needs above a dialog (title and a two-line description, with margins). */
const TOAST_ROOM_PX = 120;
const clearanceListeners = new Set<() => void>();

/** Bars are pinned at their edge, so the height is what they take; a sticky bar's position moves with the scroll. */
function measureClearance(): void {
  const next: typeof clearance = { top: 0, bottom: 0, dialogTop: null };
  for (const edge of ["top", "bottom"] as const)
    for (const bar of pinnedBars[edge]) next[edge] = Math.max(next[edge], Math.ceil(bar.getBoundingClientRect().height));
  for (const dialog of openDialogs) {
    const top = Math.floor(dialog.getBoundingClientRect().top);
    next.dialogTop = next.dialogTop === null ? top : Math.min(next.dialogTop, top);
  }
  if (next.top === clearance.top && next.bottom === clearance.bottom && next.dialogTop === clearance.dialogTop) return;
  clearance = next;
  for (const listener of clearanceListeners) listener();
}

function subscribeClearance(listener: () => void): () => void {
  clearanceListeners.add(listener);
  return () => clearanceListeners.delete(listener);
}

/**
 * Keeps toasts clear of this bar while it is mounted: a bar pinned to the top of the screen
 * (the lobby header, the game's top bar) or to the bottom (the start bar, a sticky vote
 * button). Its height may change, e.g. with a connection notice inside it.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>, edge: Edge = "top"): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    pinnedBars[edge].add(bar);
    const observer = new ResizeObserver(measureClearance);
    observer.observe(bar);
    measureClearance();
    return () => {
      observer.disconnect();
      pinnedBars[edge].delete(bar);
      measureClearance();
    };
  }, [ref, edge]);
}

/** Keeps toasts off this open dialog's title (the dialog's content element, from a callback ref: it mounts in a portal). */
export function useToastDialog(dialog: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!dialog) return;
    openDialogs.add(dialog);
    const observer = new ResizeObserver(measureClearance);
    observer.observe(dialog);
    // The dialog pops in with an animation: measure again once it has settled.
    const settle = setTimeout(measureClearance, 250);
    measureClearance();
    return () => {
      clearTimeout(settle);
      observer.disconnect();
      openDialogs.delete(dialog);
      measureClearance();
    };
  }, [dialog]);
}

function ToastCard({ item }: { item: ToastItem }) {
  const destructive = item.variant === "destructive";
  const notice = item.variant === "notice";
  useEffect(() => {
    if (!item.open) return;
    // A refusal stays as long as an error, so it can be read.
    const timer = setTimeout(() => dismissToast(item.id), item.durationMs ?? VISIBLE_MS[destructive || notice ? "destructive" : "default"]);
    return () => clearTimeout(timer);
  }, [item.id, item.open, destructive, notice, item.durationMs]);

  if (!item.open) return null;
  const Icon = destructive || notice ? CircleAlert : CircleCheck;
  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic="true"
      className={cx(
        "pointer-events-auto flex w-full max-w-md animate-toast-in sm:w-96 items-start gap-3 rounded-2xl p-4 shadow-2xl shadow-black/40 ring-1 backdrop-blur-md",
        destructive ? "bg-rose-950/95 ring-rose-400/40" : "bg-night-700/95 ring-white/15",
      )}
    >
      <Icon
        aria-hidden="true"
        data-icon={destructive || notice ? "alert" : "check"}
        className={cx("mt-0.5 size-6 shrink-0", destructive ? "text-rose-300" : notice ? "text-gold-300" : "text-brand-400")}
      />
      <div className="min-w-0 flex-1 text-start">
        <p className="font-bold text-white">{item.title}</p>
        {item.description ? <p className="mt-0.5 text-sm leading-6 text-white/80">{item.description}</p> : null}
      </div>
      {item.action ? (
        <button
          type="button"
          onClick={() => (dismissToast(item.id), item.action?.onClick())}
          className="-my-1 inline-flex min-h-11 shrink-0 items-center rounded-xl bg-white/10 px-4 text-sm font-bold text-brand-200 hover:bg-white/15"
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-white/60 hover:bg-white/10 hover:text-white"
        aria-label="إغلاق التنبيه"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * Renders the current toast: on phones at the top (clear of bottom sheets, the keyboard and the
 * vote buttons) just below the top bar; on wider screens in the bottom corner, above the bottom bar.
 */
export function Toaster() {
  const items = useToasts();
  const bars = useSyncExternalStore(subscribeClearance, () => clearance, () => clearance);
  // A dialog too high to leave room for a toast above it: on phones the toast goes to the bottom edge.
  const belowDialog = bars.dialogTop !== null && bars.dialogTop - bars.top < TOAST_ROOM_PX;
  return (
    <div
      // A named region: an aria-label on a plain div is ignored by screen readers (and flagged by Lighthouse).
      role="region"
      aria-label="التنبيهات"
      data-testid="toaster"
      style={{ "--toast-top-bar": `${bars.top}px`, "--toast-bottom-bar": `${bars.bottom}px` } as CSSProperties}
      data-placement={belowDialog ? "bottom" : "top"}
      className={cx(
        "pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 p-3 sm:top-auto sm:bottom-0 sm:items-end sm:p-5 sm:pb-[max(1.25rem,calc(var(--toast-bottom-bar)_+_0.75rem))]",
        belowDialog
          ? "bottom-0 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
          : "top-0 pt-[max(0.75rem,env(safe-area-inset-top),calc(var(--toast-top-bar)_+_0.5rem))]",
      )}
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </div>
  );
}
