// «مجلسنا»: /g makes a group or joins one by its code (and lists the caller's groups); /g/{code}
// is a group's page for its members: «سهرة جديدة», the season's table (past seasons too), the
// nights with their rankings and result cards, and «اللعب من بعيد» for a night a member missed.
// Someone with the code who is not a member yet is offered the join form.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, Users } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { z } from "zod";
import type { CreateRoomBody, createRoomAnswerSchema } from "../../../schema/api";
import { countText, POINTS } from "../../../schema/arabic-count";
import { MEMBERS, NIGHTS, WINS, type GroupView, type NightView } from "../../../schema/api/groups";
import { GAME_TYPES, GROUPS, PLAYER_NAME_MAX, type GameType } from "../../../schema/limits";
import { NightCard } from "../features/groups/night-card";
import { randomAvatar, saveRoomProfile } from "../features/players/profile";
import { ApiError, apiJson, messageFor } from "../lib/api";
import { useAvatarCatalog } from "../lib/avatar-assets";
import { useAuth } from "../lib/auth";
import { copyText } from "../lib/clipboard";
import { useGames } from "../features/games/use-games";
import { ensureGuestPlayerId, getStoredNickname, storeNickname } from "../lib/identity";
import { usePageMeta } from "../lib/page-meta";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { FormField, TextInput } from "../ui/form-field";
import { Card, PageShell } from "../ui/page-shell";
import { LoadingScreen } from "../ui/spinner";
import { toast } from "../ui/toast";

type CreateRoomAnswer = z.infer<typeof createRoomAnswerSchema>;
type MyGroups = { groups: { code: string; nameAr: string; nickname: string }[] };

/** Every group call needs an identity: a guest gets one first (the signed cookie), as rooms do. */
function useIdentity() {
  const { user, isLoading } = useAuth();
  const guest = useQuery({ queryKey: ["guest-identity"], queryFn: ensureGuestPlayerId, enabled: !isLoading && !user, staleTime: Infinity });
  return { user, ready: !isLoading && (!!user || guest.isSuccess), playerId: user?.id ?? guest.data ?? null };
}

/** Opens a room (a group's night, or a night again «من بعيد») and goes to its lobby. */
function useOpenRoom() {
  const navigate = useNavigate();
  const catalog = useAvatarCatalog();
  const [busy, setBusy] = useState<string | null>(null);
  async function open(key: string, body: CreateRoomBody, playerId: string) {
    setBusy(key);
    try {
      const room = await apiJson<CreateRoomAnswer>("POST", "/api/rooms", body);
      saveRoomProfile(playerId, room.code, body.nickname ?? "", randomAvatar(catalog));
      navigate(`/room/${encodeURIComponent(room.code)}`);
    } catch (error) {
      setBusy(null);
      toast({ variant: "destructive", title: "تعذّر فتح الغرفة", description: messageFor(error, "يُرجى المحاولة مرة أخرى") });
    }
  }
  return { open, busy };
}

function NicknameField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <FormField label="اسمك في المجلس" error={error}>
      {(ids) => <TextInput {...ids} value={value} maxLength={PLAYER_NAME_MAX} autoComplete="nickname" onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

/** /g: make a group, or join one with its code. */
export function GroupsHome() {
  usePageMeta({ title: "مجلسنا", description: "مجلس لعائلتكم أو أصحابكم: سهراتكم محفوظة، وموسم شهري، ومن غاب يلعب السهرة من بعيد." });
  const { ready } = useIdentity();
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: ["/api/groups/mine"], queryFn: () => apiJson<MyGroups>("GET", "/api/groups/mine"), enabled: ready });
  const [nameAr, setNameAr] = useState("");
  const [nickname, setNickname] = useState(getStoredNickname());
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!ready) return <LoadingScreen />;

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { code } = await apiJson<{ code: string }>("POST", "/api/groups", { nameAr: nameAr.trim(), nickname: nickname.trim() });
      storeNickname(nickname.trim());
      navigate(`/g/${code}`);
    } catch (error) {
      setBusy(false);
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      else toast({ variant: "destructive", title: "تعذّر إنشاء المجلس", description: messageFor(error, "يُرجى المحاولة مرة أخرى") });
    }
  }

  return (
    <PageShell width="narrow">
      <div className="flex flex-col gap-5 pb-10">
        <h1 className="text-3xl font-black text-white">مجلسنا</h1>
        <p className="text-white/75">مجلس لعائلتكم أو أصحابكم: تُحفظ سهراتكم ونتائجها، ويتنافس الجميع في موسم كل شهر، ومن غاب عن سهرة يلعبها بعدها من بعيد.</p>
        {mine.data?.groups.length ? (
          <Card className="flex flex-col gap-2">
            <h2 className="text-lg font-bold text-white">مجالسك</h2>
            <ul className="flex flex-col gap-2">
              {mine.data.groups.map((g) => (
                <li key={g.code}>
                  <Link to={`/g/${g.code}`} className="flex min-h-11 items-center justify-between rounded-xl bg-white/[0.05] px-3 text-white">
                    <span className="font-bold">{g.nameAr}</span>
                    <span className="text-sm text-white/60">{g.nickname}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        <Card as="section" className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-white">مجلس جديد</h2>
          <form className="flex flex-col gap-3" onSubmit={(e) => void create(e)}>
            <FormField label="اسم المجلس" error={errors.nameAr}>
              {(ids) => <TextInput {...ids} value={nameAr} maxLength={GROUPS.nameMax} placeholder="مثلًا: مجلس الخميس" onChange={(e) => setNameAr(e.target.value)} />}
            </FormField>
            <NicknameField value={nickname} onChange={setNickname} error={errors.nickname} />
            <Button type="submit" size="lg" loading={busy} disabled={!nameAr.trim() || !nickname.trim()}>
              إنشاء المجلس
            </Button>
          </form>
        </Card>
        <Card as="section" className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-white">الانضمام إلى مجلس</h2>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              navigate(`/g/${code.trim().toUpperCase()}`);
            }}
          >
            <FormField label="رمز المجلس" hint={`${GROUPS.codeLength} حروف وأرقام إنجليزية، من رابط المجلس`}>
              {(ids) => <TextInput {...ids} dir="ltr" className="text-center tracking-widest uppercase" value={code} maxLength={GROUPS.codeLength} onChange={(e) => setCode(e.target.value)} />}
            </FormField>
            <Button type="submit" variant="secondary" disabled={code.trim().length !== GROUPS.codeLength}>
              متابعة
            </Button>
          </form>
        </Card>
      </div>
    </PageShell>
  );
}

function JoinForm({ code, onJoined }: { code: string; onJoined: () => void }) {
  const [nickname, setNickname] = useState(getStoredNickname());
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function join(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await apiJson("POST", `/api/groups/${code}/members`, { nickname: nickname.trim() });
      storeNickname(nickname.trim());
      onJoined();
    } catch (e) {
      setBusy(false);
      setError(messageFor(e, "تعذّر الانضمام، يُرجى المحاولة مرة أخرى"));
    }
  }
  return (
    <Card className="flex flex-col gap-3">
      <h1 className="text-2xl font-black text-white">الانضمام إلى المجلس</h1>
      <p className="text-white/70">سهرات هذا المجلس لأعضائه. اكتبوا الاسم الذي يعرفكم به أهل المجلس.</p>
      <form className="flex flex-col gap-3" onSubmit={(e) => void join(e)}>
        <NicknameField value={nickname} onChange={setNickname} error={error} />
        <Button type="submit" size="lg" loading={busy} disabled={!nickname.trim()}>
          انضمام
        </Button>
      </form>
    </Card>
  );
}

function SeasonTable({ view, season, onSeason }: { view: GroupView; season: string; onSeason: (s: string) => void }) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-black text-white">الموسم</h2>
        <label className="flex items-center gap-2 text-sm text-white/70">
          <span>الشهر</span>
          <select className="min-h-11 rounded-xl bg-night-900 px-3 text-white ring-1 ring-white/15" value={season} onChange={(e) => onSeason(e.target.value)} dir="ltr">
            {view.seasons.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {view.season.length === 0 ? (
        <p className="text-white/65">لا نقاط في هذا الموسم بعد. تُحسب نقاط كل سهرة يلعبها المجلس معًا.</p>
      ) : (
        <table className="w-full text-start text-sm" aria-label="ترتيب الموسم">
          <thead className="text-white/60">
            <tr>
              <th className="py-1 text-start font-bold">الاسم</th>
              <th className="py-1 text-start font-bold">النقاط</th>
              <th className="py-1 text-start font-bold">السهرات</th>
              <th className="py-1 text-start font-bold">الفوز</th>
            </tr>
          </thead>
          <tbody>
            {view.season.map((row, i) => (
              <tr key={row.memberId} className="border-t border-white/10 text-white">
                <td className="py-2 font-bold">
                  <span className="me-2 text-gold-300">{i + 1}</span>
                  {row.nickname}
                </td>
                <td className="py-2">{countText(row.points, POINTS)}</td>
                <td className="py-2">{countText(row.games, NIGHTS)}</td>
                <td className="py-2">{countText(row.wins, WINS)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** /g/{code}: the group's page for its members. */
export default function GroupPage() {
  const code = (useParams().code ?? "").toUpperCase();
  const [params, setParams] = useSearchParams();
  const season = params.get("season") ?? "";
  const { ready, playerId } = useIdentity();
  const client = useQueryClient();
  const { games } = useGames();
  const { open, busy } = useOpenRoom();
  // A new night starts on the first of the games in their fixed order (schema/limits.ts).
  const [gameType, setGameType] = useState<GameType>(GAME_TYPES[0]);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const key = [`/api/groups/${code}`, season];
  const group = useQuery({
    queryKey: key,
    queryFn: () => apiJson<GroupView>("GET", `/api/groups/${encodeURIComponent(code)}${season ? `?season=${season}` : ""}`),
    enabled: ready,
    retry: false,
  });
  usePageMeta({ title: group.data ? `${group.data.nameAr} | مجلسنا` : "مجلسنا" });
  useEffect(() => {
    if (group.data) storeNickname(group.data.me.nickname);
  }, [group.data]);
  if (!ready || group.isPending) return <LoadingScreen />;

  const notMember = group.error instanceof ApiError && group.error.status === 403;
  if (group.isError) {
    return (
      <PageShell width="narrow">
        <div className="flex flex-col gap-4 pb-10">
          {notMember ? (
            <JoinForm code={code} onJoined={() => void client.invalidateQueries({ queryKey: [`/api/groups/${code}`] })} />
          ) : (
            <Card>
              <h1 className="text-xl font-bold text-white">تعذّر فتح المجلس</h1>
              <p className="mt-2 text-white/70" role="alert">
                {messageFor(group.error, "لا يوجد مجلس بهذا الرمز")}
              </p>
            </Card>
          )}
          <Link to="/g" className="text-center text-sm text-white/60 underline">
            مجلسنا
          </Link>
        </div>
      </PageShell>
    );
  }

  const view = group.data;
  const me = view.me;
  async function leave() {
    try {
      await apiJson("DELETE", `/api/groups/${encodeURIComponent(view.code)}/members/me`);
      toast({ title: "تمت مغادرة المجلس", description: "حُذفت كتاباتك من سهراته" });
      navigate("/g");
    } catch (error) {
      toast({ variant: "destructive", title: "تعذّرت مغادرة المجلس", description: messageFor(error, "يُرجى المحاولة مرة أخرى") });
    }
  }
  const ghost = (night: NightView) => open(night.id, { gameType: night.gameType, nickname: me.nickname, ghostOf: night.id }, playerId!);

  return (
    <PageShell width="narrow">
      <div className="flex flex-col gap-5 pb-10">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-black text-white">{view.nameAr}</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-white/70">
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-4" />
              {countText(view.members.length, MEMBERS)}
            </span>
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white/[0.06] px-3 font-bold tracking-widest text-white"
              dir="ltr"
              aria-label={`نسخ رابط المجلس ${view.code}`}
              onClick={() => void copyText(`${window.location.origin}/g/${view.code}`).then(() => toast({ title: "نُسخ رابط المجلس", description: "أرسلوه لأهل المجلس لينضموا" }))}
            >
              <Copy aria-hidden="true" className="size-4" />
              {view.code}
            </button>
          </div>
        </header>

        <Card className="flex flex-col gap-3">
          <h2 className="text-xl font-black text-white">سهرة جديدة</h2>
          <label className="flex flex-col gap-1.5 text-sm font-bold text-white/90">
            اللعبة
            <select className="min-h-11 rounded-xl bg-night-900 px-3 text-white ring-1 ring-white/15" value={gameType} onChange={(e) => setGameType(e.target.value as GameType)}>
              {games.map((g) => (
                <option key={g.gameType} value={g.gameType}>
                  {g.nameAr}
                </option>
              ))}
            </select>
          </label>
          <Button size="lg" loading={busy === "new"} onClick={() => void open("new", { gameType, nickname: me.nickname, groupCode: view.code }, playerId!)}>
            سهرة جديدة
          </Button>
          <p className="text-xs text-white/55">تُحفظ نتيجة السهرة في المجلس حين تنتهي اللعبة، وتُضاف نقاط الأعضاء إلى موسم الشهر.</p>
        </Card>

        <SeasonTable view={view} season={season || view.seasonId} onSeason={(s) => setParams(s === view.seasons[0] ? {} : { season: s })} />

        <section className="flex flex-col gap-3" aria-labelledby="nights-title">
          <h2 id="nights-title" className="text-xl font-black text-white">
            السهرات <span className="text-sm font-normal text-white/60">({countText(view.nights.length, NIGHTS)})</span>
          </h2>
          {view.nights.length === 0 ? <p className="text-white/65">لم يلعب المجلس سهرة بعد. ابدؤوا بـ«سهرة جديدة».</p> : null}
          {view.nights.map((night) => (
            <NightCard key={night.id} night={night} ghostBusy={busy === night.id} onGhost={() => void ghost(night)} />
          ))}
        </section>

        <Card className="flex flex-col gap-2">
          <h2 className="text-lg font-bold text-white">الأعضاء</h2>
          <ul className="flex flex-wrap gap-2">
            {view.members.map((m) => (
              <li key={m.id} className="rounded-full bg-white/[0.06] px-3 py-1 text-sm text-white">
                {m.nickname}
              </li>
            ))}
          </ul>
          <p className="text-xs text-white/55">{countText(GROUPS.membersMax, MEMBERS)} على الأكثر في المجلس.</p>
          <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={() => setLeaving(true)}>
            مغادرة المجلس
          </Button>
        </Card>
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          title="مغادرة المجلس؟"
          description="تُحذف كتاباتك في سهرات المجلس (الإجابات الخاطئة والتصويت) فلا يراها من يلعب السهرات من بعيد، وتُحذف نقاطك في المواسم. يبقى اسمك في ترتيب السهرات التي لُعبت بحضورك."
          confirmLabel="مغادرة"
          destructive
          onConfirm={() => void leave()}
        />
      </div>
    </PageShell>
  );
}
