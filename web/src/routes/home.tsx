// The home screen of a signed-in user (spec 000 §2).
import { Crown, DoorOpen, LogOut, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { CurrentUser } from "../../../schema/api";
import { JoinRoomDialogLazy, preloadJoinRoomDialog } from "../features/room/join-room-launcher";
import { DEFAULT_USER_NAME, signOut, useAccess } from "../lib/auth";
import { useCharacterLimits } from "../lib/catalog";
import { useGames } from "../features/games/use-games";
import { usePageMeta } from "../lib/page-meta";
import { UserAvatar } from "../ui/avatar";
import { Button } from "../ui/button";
import { GameCard, GameCardSkeleton } from "../features/games/game-card";
import { PageShell, SiteHeader } from "../ui/page-shell";
import { PremiumBenefits, PremiumCard, PremiumLink } from "../ui/premium";
import { LoadingScreen } from "../ui/spinner";
import { toast } from "../ui/toast";

export default function Home({ user }: { user: CurrentUser }) {
  usePageMeta({ title: "الرئيسية" });
  useCharacterLimits();
  const navigate = useNavigate();
  const { hasAccess, isLoading } = useAccess(user);
  const { games, isLoading: gamesLoading } = useGames();
  const [joinOpen, setJoinOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  if (isLoading) return <LoadingScreen />;

  const name = user.displayName?.trim() || DEFAULT_USER_NAME;
  const firstName = user.firstName?.trim() || name.split(/\s+/)[0];

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      setSigningOut(false);
      toast({ variant: "destructive", title: "تعذّر تسجيل الخروج", description: "يُرجى المحاولة مرة أخرى بعد قليل." });
    }
  }

  return (
    <PageShell
      header={
        <SiteHeader>
          {!hasAccess ? (
            <PremiumLink
              size="sm"
              className="max-sm:size-11 max-sm:px-0"
              aria-label="ترقية للعضوية المميزة"
              icon={<Crown aria-hidden="true" className="size-4.5" />}
            >
              <span className="max-sm:sr-only">ترقية</span>
            </PremiumLink>
          ) : null}
          <Link
            to="/account"
            className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-xl py-1 ps-1 pe-2 hover:bg-white/10 sm:pe-3"
            aria-label={`الملف الشخصي: ${name}`}
          >
            <UserAvatar src={user.photoURL} name={name} size="sm" />
            {/* The name shows at 360 px too (spec 000 §2), cut with an ellipsis when long. */}
            <span className="max-w-[6.5rem] min-w-0 truncate text-sm font-medium text-white sm:max-w-[10rem]" data-testid="profile-name">
              {name}
            </span>
          </Link>
          <Button
            variant="ghost"
            size="icon"
            onClick={handleSignOut}
            loading={signingOut}
            aria-label="تسجيل الخروج"
            title="تسجيل الخروج"
            icon={signingOut ? undefined : <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
          />
        </SiteHeader>
      }
    >
      <section>
        <h1 className="text-3xl font-bold text-white sm:text-4xl">
          هلا والله، <span className="text-brand-300">{firstName}</span>
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-lg text-white/70">
          وش ناوين تلعبون اليوم؟
          {hasAccess ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-500/15 px-3 py-0.5 text-sm font-bold text-gold-300 ring-1 ring-inset ring-gold-500/40">
              <Crown aria-hidden="true" className="size-4" />
              عضو مميز
            </span>
          ) : null}
        </p>
      </section>

      {!hasAccess ? (
        <section
          aria-label="العضوية المميزة"
          className="mt-6 flex flex-col gap-4 rounded-3xl bg-linear-to-l from-gold-500/20 to-gold-500/5 p-4 ring-1 ring-gold-500/35 sm:flex-row sm:items-center sm:p-5"
        >
          <div className="flex flex-1 items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gold-500 text-night-950">
              <Crown aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-bold text-white">كل الألعاب مفتوحة مع العضوية المميزة</p>
              <p className="text-sm text-white/70">دفعة وحدة بدون تجديد تلقائي، وأصحابك يستفيدون معك.</p>
            </div>
          </div>
          <PremiumLink size="md">الاشتراك الآن</PremiumLink>
        </section>
      ) : null}

      <section className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="بدء اللعب">
        <Link
          to="/create-room"
          className="group flex min-h-32 items-center gap-4 rounded-3xl bg-linear-to-br from-brand-500 to-brand-700 p-5 text-night-950 shadow-xl shadow-brand-500/15 transition hover:-translate-y-0.5"
        >
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-night-950/15">
            <Plus aria-hidden="true" className="size-8" strokeWidth={2.5} />
          </span>
          <span>
            <span className="block text-xl font-bold">إنشاء غرفة</span>
            <span className="block text-sm font-medium text-night-950/75">غرفة جديدة ودعوة الأصحاب إليها بالكود</span>
          </span>
        </Link>
        <button
          type="button"
          onClick={() => setJoinOpen(true)}
              onPointerEnter={preloadJoinRoomDialog}
              onFocus={preloadJoinRoomDialog}
          className="group flex min-h-32 items-center gap-4 rounded-3xl bg-white/[0.06] p-5 text-start ring-1 ring-white/15 transition hover:-translate-y-0.5 hover:bg-white/[0.09]"
        >
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-brand-300">
            <DoorOpen aria-hidden="true" className="size-8" />
          </span>
          <span>
            <span className="block text-xl font-bold text-white">الانضمام لغرفة</span>
            <span className="block text-sm text-white/65">لديك كود غرفة؟ يمكنك الدخول به هنا</span>
          </span>
        </button>
      </section>

      <section aria-labelledby="home-games" className="mt-12">
        <h2 id="home-games" className="text-2xl font-bold text-white">
          الألعاب
        </h2>
        <div className="mt-5 grid gap-4 md:grid-cols-3">
          {gamesLoading
            ? [0, 1, 2].map((i) => <GameCardSkeleton key={i} />)
            : games.map((game) => {
                const locked = game.isPremium && !hasAccess;
                return (
                  <GameCard
                    key={game.gameType}
                    game={game}
                    locked={locked}
                    actionLabel={locked ? "فتحها بالعضوية المميزة" : "إنشاء غرفة لهذه اللعبة"}
                    onClick={() =>
                      navigate(locked ? "/premium" : `/create-room?game=${encodeURIComponent(game.gameType)}`)
                    }
                  />
                );
              })}
        </div>
      </section>

      {!hasAccess ? (
        <PremiumCard title="لماذا العضوية المميزة؟" className="mt-12">
          <p className="mt-2 text-white/75">اشتراك بدفعة وحدة، بدون تجديد تلقائي.</p>
          <PremiumBenefits className="mt-5" />
          <PremiumLink
            size="lg"
            className="mt-7 w-full sm:w-auto"
            icon={<Crown aria-hidden="true" className="size-5" />}
          >
            الاشتراك الآن
          </PremiumLink>
        </PremiumCard>
      ) : null}

      <JoinRoomDialogLazy open={joinOpen} onOpenChange={setJoinOpen} />
    </PageShell>
  );
}
