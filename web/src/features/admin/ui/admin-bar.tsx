// The header of both admins (spec 002 §2): the brand, who is signed in, one way out of the
// admin (home, or the blog), and logout. Sticky at the top: toasts on phones sit below it,
// never over the way out or logout.
import { LogOut } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { BrandLink } from "../../../ui/brand";
import { Button, LinkButton } from "../../../ui/button";
import { useToastClearance } from "../../../ui/toast";

export function AdminBar({
  greeting,
  link,
  onSignOut,
  signingOut,
}: {
  greeting: ReactNode;
  link: { to: string; label: string; icon: ReactNode; newTab?: boolean };
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const bar = useRef<HTMLElement>(null);
  useToastClearance(bar);
  return (
    <header ref={bar} className="sticky top-0 z-40 border-b border-white/5 bg-night-900/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <BrandLink />
          <p className="hidden truncate text-sm text-white/75 sm:block">{greeting}</p>
        </div>
        <div className="flex items-center gap-1">
          <LinkButton to={link.to} target={link.newTab ? "_blank" : undefined} variant="ghost" size="sm" icon={link.icon}>
            <span className="max-sm:sr-only">{link.label}</span>
          </LinkButton>
          <Button variant="secondary" size="sm" loading={signingOut} onClick={onSignOut} icon={<LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
            تسجيل الخروج
          </Button>
        </div>
      </div>
    </header>
  );
}
