// The nickname input with its length counter and an inline error (spec 001 §5).
import { useId } from "react";
import { cx } from "../../ui/cx";
import { countText, LETTERS } from "../../../../schema/arabic-count";

/** Length as a person counts it (code points, so an emoji is one). */
export function nicknameLength(value: string): number {
  return Array.from(value).length;
}

export interface NicknameRules {
  min: number;
  max: number;
}

/** The entry card's checks, in the spec's order: empty, too short (minimum shown), too long. */
export function joinNicknameError(value: string, rules: NicknameRules): string | null {
  const length = nicknameLength(value.trim());
  if (length === 0) return "يلزم كتابة اسمك في اللعبة";
  if (length < rules.min) return `الاسم قصير، يلزم أن يكون ${countText(rules.min, LETTERS, { oblique: true })} على الأقل`;
  if (length > rules.max) return `الاسم طويل، الحد الأقصى ${countText(rules.max, LETTERS)}`;
  return null;
}

/** The edit-profile check: trimmed, at least one character, at most the profile maximum. */
export function profileNicknameError(value: string, max: number): string | null {
  const length = nicknameLength(value.trim());
  if (length < 1) return "يُرجى كتابة اسم صحيح";
  if (length > max) return `الاسم طويل، الحد الأقصى ${countText(max, LETTERS)}`;
  return null;
}

export function NicknameField({
  value,
  onChange,
  max,
  error,
  hint,
  label = "اسمك في اللعبة",
  autoFocus,
  onEnter,
}: {
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | null;
  hint?: string;
  label?: string;
  autoFocus?: boolean;
  onEnter?: () => void;
}) {
  const id = useId();
  const messageId = useId();
  const length = nicknameLength(value);
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-bold text-white">
          {label}
        </label>
        <span className={cx("text-xs tabular-nums", length > max ? "text-rose-300" : "text-white/50")} dir="ltr" aria-hidden="true">
          {length}/{max}
        </span>
      </div>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && onEnter) {
            e.preventDefault();
            onEnter();
          }
        }}
        maxLength={max}
        autoComplete="nickname"
        enterKeyHint="go"
        placeholder="مثلاً: أبو فهد"
        autoFocus={autoFocus}
        aria-invalid={!!error}
        aria-describedby={messageId}
        className={cx(
          "block h-13 w-full rounded-2xl bg-night-950/50 px-4 text-lg text-white ring-1 placeholder:text-white/30 focus:outline-none focus:ring-2 focus:ring-brand-400",
          error ? "ring-rose-400/70" : "ring-white/15",
        )}
      />
      <p id={messageId} role={error ? "alert" : undefined} className={cx("mt-1.5 min-h-6 text-sm", error ? "text-rose-300" : "text-white/50")}>
        {error ?? hint ?? ""}
      </p>
    </div>
  );
}
