// The landing page for visitors (spec 000 §2).
import { Crown, DoorOpen, Plus, Share2, Smartphone, Sparkles, Users } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { JoinRoomDialogLazy, preloadJoinRoomDialog } from "../features/room/join-room-launcher";
import { GAME_TYPES, PLAYER_LIMITS } from "../../../schema/limits";
import { useCharacterLimits } from "../lib/catalog";
import { useGames } from "../features/games/use-games";
import { usePageMeta } from "../lib/page-meta";
import { startSignIn } from "../lib/sign-in";
import { Button, LinkButton } from "../ui/button";
import { GameCard, GameCardSkeleton } from "../features/games/game-card";
import { GoogleIcon } from "../ui/google-icon";
import { PageShell, SiteHeader } from "../ui/page-shell";
import { PremiumBenefits, PremiumCard } from "../ui/premium";
import { countText, gamesInWords, PLAYERS } from "../../../schema/arabic-count";
import { hydrationPart } from "../runtime/hydrate-later";

/** The games' grid: up to four cards in one row from 1280 px (two rows of two from 768 px), never one card left alone on a row. */
const GAME_COLUMNS: Record<number, string> = { 1: "", 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 xl:grid-cols-4" };

const STEPS = [
  { icon: Plus, title: "افتحوا غرفة", body: "يختار أحدكم اللعبة، بحساب أو كضيف." },
  { icon: Share2, title: "شاركوا الكود", body: "أرسلوا كود الغرفة أو رابطها لأصحابكم." },
  { icon: Smartphone, title: "العبوا معًا", body: "كلٌّ يلعب من جواله، بدون تحميل أي تطبيق." },
] as const;

// The drawn landing is hydrated in parts, a task each: the hero first, then these.
const HeaderPart = hydrationPart();
const StepsPart = hydrationPart();
const GamesPart = hydrationPart();
const PremiumPart = hydrationPart();

export default function Landing() {
  usePageMeta();
  useCharacterLimits();
  const { games, isLoading } = useGames();
  // The games the site offers now (the registry's, as the catalogue lists them active): the text and the grid follow their number.
  const gameCount = isLoading ? GAME_TYPES.length : games.length;
  const [joinOpen, setJoinOpen] = useState(false);
  // A guest starts a room at once: the create screen itself offers sign-in, which only premium needs.
  const navigate = useNavigate();

  return (
    <PageShell
      header={
        <HeaderPart>
          <SiteHeader>
            <Button variant="secondary" size="sm" icon={<GoogleIcon />} onClick={() => startSignIn("home")}>
              تسجيل الدخول
            </Button>
          </SiteHeader>
        </HeaderPart>
      }
    >
      {/* Hero */}
      <section className="grid items-center gap-8 pb-4 lg:grid-cols-[1.2fr_1fr] lg:gap-12 lg:pb-10">
        <div className="text-center lg:text-start">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-500/10 px-3 py-1 text-sm font-medium text-brand-300 ring-1 ring-inset ring-brand-500/25">
            <Sparkles aria-hidden="true" className="size-4" />
            ألعاب جماعية بالعربي
          </span>
          <h1 className="mt-4 text-4xl leading-tight font-bold text-white sm:text-5xl lg:text-6xl lg:leading-tight">
            جَمعتكم أحلى{" "}
            <br />
            مع <span className="bg-linear-to-l from-brand-300 to-gold-300 bg-clip-text text-transparent">مجلس</span>
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-white/75 lg:mx-0">
            ألعاب جماعية تلعبونها من جوالاتكم: خمّنوا واخدعوا أصحابكم، وعلّقوا على الميمز، وصوّتوا لمن يليق به الوصف. افتحوا غرفة، وشاركوا الكود،
            ودعوا السهرة تبدأ!
          </p>
          <div className="mx-auto mt-7 flex max-w-md flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center lg:justify-start">
            <LinkButton to="/create-room" size="lg" icon={<Plus aria-hidden="true" className="size-5" />}>
              إنشاء غرفة
            </LinkButton>
            <Button
              size="lg"
              variant="secondary"
              icon={<DoorOpen aria-hidden="true" className="size-5" />}
              onClick={() => setJoinOpen(true)}
              onPointerEnter={preloadJoinRoomDialog}
              onFocus={preloadJoinRoomDialog}
            >
              الانضمام لغرفة
            </Button>
          </div>
          <button
            type="button"
            onClick={() => startSignIn("premium")}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-bold text-gold-300 hover:bg-gold-500/10"
          >
            <Crown aria-hidden="true" className="size-5" />
            اكتشاف العضوية المميزة
          </button>
        </div>

        <StepsPart>
          <ol className="grid gap-3 rounded-3xl bg-white/[0.04] p-4 ring-1 ring-white/10 sm:grid-cols-3 sm:p-5 lg:grid-cols-1">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex items-center gap-4 rounded-2xl bg-night-900/50 p-4 ring-1 ring-white/5">
                <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-300">
                  <step.icon aria-hidden="true" className="size-6" />
                  <span className="absolute -top-1.5 -end-1.5 inline-flex size-6 items-center justify-center rounded-full bg-brand-500 text-xs font-bold text-night-950">
                    {index + 1}
                  </span>
                </span>
                <div className="min-w-0">
                  <h2 className="font-bold text-white">{step.title}</h2>
                  <p className="text-sm leading-6 text-white/65">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </StepsPart>
      </section>

      {/* Games */}
      <GamesPart>
        <section aria-labelledby="games-title" className="mt-14">
          <div className="flex items-end justify-between gap-4">
            <div>
              <h2 id="games-title" className="text-2xl font-bold text-white sm:text-3xl">
                الألعاب
              </h2>
              <p className="mt-1 text-white/65" data-testid="games-count">
                {gamesInWords(gameCount)} {gameCount === 2 ? "تناسبان" : "تناسب"} كل جَمعة، والغرفة تتسع لـ{countText(PLAYER_LIMITS.maxPlayers, PLAYERS)}.
              </p>
            </div>
            <span className="hidden items-center gap-2 text-sm text-white/55 sm:inline-flex">
              <Users aria-hidden="true" className="size-4" />
              العبوا مع أصحابكم من أي مكان
            </span>
          </div>
          <div className={`mt-6 grid gap-4 ${GAME_COLUMNS[gameCount] ?? "md:grid-cols-2 xl:grid-cols-3"}`}>
            {isLoading
              ? GAME_TYPES.map((type) => <GameCardSkeleton key={type} />)
              : games.map((game) => (
                  <GameCard
                    key={game.gameType}
                    game={game}
                    actionLabel={game.isPremium ? "فتحها بالعضوية المميزة" : "اللعب الآن"}
                    locked={game.isPremium}
                    onClick={() =>
                      game.isPremium
                        ? startSignIn("premium")
                        : navigate(`/create-room?game=${encodeURIComponent(game.gameType)}`)
                    }
                  />
                ))}
          </div>
        </section>
      </GamesPart>

      {/* Premium */}
      <PremiumPart>
        <PremiumCard title="العضوية المميزة" className="mt-14">
          <p className="mt-2 max-w-xl leading-7 text-white/75">
            دفعة واحدة بالريال السعودي، بدون تجديد تلقائي. تُفتح لك كل الألعاب والفئات، ويستمتع أصحابك في غرفتك معك دون أن
            يشتركوا أو يسجّلوا دخولهم.
          </p>
          <PremiumBenefits className="mt-5" />
          <Button
            variant="gold"
            size="lg"
            className="mt-7 w-full sm:w-auto"
            icon={<Crown aria-hidden="true" className="size-5" />}
            onClick={() => startSignIn("premium")}
          >
            الاشتراك في المميز
          </Button>
        </PremiumCard>
      </PremiumPart>

      <JoinRoomDialogLazy open={joinOpen} onOpenChange={setJoinOpen} />
    </PageShell>
  );
}
