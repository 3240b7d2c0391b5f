// Leaving the post editor with unsaved edits asks first. The app runs a declarative
// <BrowserRouter>, where react-router's useBlocker does not work (it needs a data router), so
// the ways out are watched here one by one:
// - the editor's own «العودة إلى المقالات» and «إلغاء» call `confirmLeave`;
// - any link to another address in this app (the admin's tabs, the blog's links): a click caught
//   on the document before React's router sees it;
// - the browser's back and forward buttons, where the Navigation API lets a page cancel a move
//   (Chromium browsers and recent Firefox and Safari): cancelled, then made once confirmed. The
//   popstate event comes too late for this: the router's listener runs first and React draws its
//   move at once (it renders a popstate's update synchronously), unmounting the editor;
// - closing the tab, reloading, typing an address or following a link to another site: the
//   browser's own beforeunload question (its text is the browser's, not ours).
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../ui/confirm-dialog";

const here = () => window.location.pathname + window.location.search + window.location.hash;

/** The parts of the Navigation API used here (not yet in TypeScript's DOM types this project uses). */
interface NavigationLike extends EventTarget {
  traverseTo(key: string): unknown;
}
interface NavigateEventLike extends Event {
  navigationType: "push" | "replace" | "reload" | "traverse";
  destination: { key: string };
}

/** The same-site address a click on an ordinary link would open, or null for clicks the browser or another tab handles. */
function linkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site unloads this page: beforeunload asks.
  if (url.origin !== window.location.origin) return null;
  const path = url.pathname + url.search + url.hash;
  return path === here() ? null : path;
}

/**
 * While `dirty`, every way out of the editor asks «تجاهل التعديلات؟» first. `onLeave` closes the
 * editor when the admin confirms a back or forward move (the editor has no address of its own).
 * Returns `confirmLeave` for the editor's own buttons and the dialog to render.
 */
export function useUnsavedGuard(dirty: boolean, onLeave: () => void) {
  const navigate = useNavigate();
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;
  /** Set while a confirmed back or forward move is being made again, so it passes. */
  const passing = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    // Capture on the document runs before React's listeners on the root, so the router never sees the click.
    const click = (event: MouseEvent) => {
      const target = linkTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      setLeave(() => () => navigate(target));
    };
    // Back and forward: the Navigation API's event comes before the router hears of the move, and
    // a same-document one may be cancelled (once per user gesture, so a page cannot trap anyone).
    const navigation = (window as { navigation?: NavigationLike }).navigation;
    const traverse = (event: NavigateEventLike) => {
      if (event.navigationType !== "traverse") return;
      if (passing.current) {
        passing.current = false;
        return;
      }
      if (!event.cancelable || !navigation) return;
      event.preventDefault();
      const key = event.destination.key;
      setLeave(() => () => {
        passing.current = true;
        onLeaveRef.current();
        navigation.traverseTo(key);
      });
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    navigation?.addEventListener("navigate", traverse as EventListener);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
      navigation?.removeEventListener("navigate", traverse as EventListener);
    };
  }, [dirty, navigate]);

  const confirmLeave = (go: () => void) => (dirtyRef.current ? setLeave(() => go) : go());

  const dialog = (
    <ConfirmDialog
      open={leave !== null}
      onOpenChange={(open) => !open && setLeave(null)}
      title="تجاهل التعديلات غير المحفوظة؟"
      description="لم تُحفظ تعديلات هذا المقال بعد، وستضيع عند المغادرة. يمكنك متابعة التحرير ثم الحفظ."
      confirmLabel="المغادرة دون حفظ"
      cancelLabel="متابعة التحرير"
      onConfirm={() => {
        const go = leave;
        setLeave(null);
        go?.();
      }}
    />
  );
  return { confirmLeave, dialog };
}
