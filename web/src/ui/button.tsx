import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "gold" | "danger" | "outline";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-500 text-night-950 shadow-lg shadow-brand-500/20 hover:bg-brand-400 active:bg-brand-600 disabled:bg-brand-500/40 disabled:text-night-950/60 disabled:shadow-none",
  secondary:
    "bg-white/10 text-white ring-1 ring-inset ring-white/15 hover:bg-white/15 active:bg-white/20 disabled:bg-white/5 disabled:text-white/40",
  outline:
    "bg-transparent text-white ring-1 ring-inset ring-white/25 hover:bg-white/10 active:bg-white/15 disabled:text-white/40",
  ghost: "bg-transparent text-white/85 hover:bg-white/10 hover:text-white active:bg-white/15 disabled:text-white/35",
  gold:
    "bg-linear-to-b from-gold-300 to-gold-500 text-night-950 shadow-lg shadow-gold-500/20 hover:from-gold-300 hover:to-gold-400 active:to-gold-600 disabled:opacity-50",
  danger:
    "bg-rose-500/15 text-rose-200 ring-1 ring-inset ring-rose-400/30 hover:bg-rose-500/25 active:bg-rose-500/30 disabled:opacity-50",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-11 px-4 text-sm gap-1.5 rounded-xl",
  md: "min-h-12 px-5 text-base gap-2 rounded-2xl",
  lg: "min-h-14 px-6 text-lg gap-2.5 rounded-2xl",
  icon: "size-11 rounded-xl",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cx(
    "inline-flex select-none items-center justify-center whitespace-nowrap font-bold leading-tight transition-colors duration-150 disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, loading, icon, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner className="size-5" label={null} /> : icon}
      {children}
    </button>
  );
}

interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

export function LinkButton({ variant, size, icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link className={buttonClass(variant, size, typeof className === "string" ? className : undefined)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
