import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { cx } from "./cx";
import { useToastDialog } from "./toast";

// The modal itself (Radix), loaded when a dialog first opens (dialog.tsx).
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A centred modal (a bottom sheet on small phones) with a title, an optional description and a close button. */
export function DialogBody({ open, onOpenChange, title, description, icon, children, className }: DialogProps) {
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useToastDialog(content);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night-950/75 backdrop-blur-sm" />
        <RadixDialog.Content
          ref={setContent}
          dir="rtl"
          className={cx(
            "fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] animate-pop-in overflow-y-auto rounded-t-3xl bg-night-800 p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-white shadow-2xl shadow-black/50 ring-1 ring-white/10 focus:outline-none",
            "sm:inset-0 sm:m-auto sm:h-fit sm:w-[calc(100%-2rem)] sm:max-w-md sm:rounded-3xl sm:pb-6",
            className,
          )}
        >
          <div className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-white/15 sm:hidden" aria-hidden="true" />
          <div className="flex items-start gap-3 pe-10">
            {icon ? (
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-300">
                {icon}
              </span>
            ) : null}
            <div className="min-w-0">
              <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm leading-6 text-white/70">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
          </div>
          <RadixDialog.Close
            className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-xl text-white/60 hover:bg-white/10 hover:text-white sm:top-3"
            aria-label="إغلاق"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
          <div className="mt-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
