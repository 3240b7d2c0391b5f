// /pack/{code}: what anyone with a pack's code sees — title, author, game, item
// count, never an item — with how to play it and «إبلاغ»; and /packs/gallery, the published
// packs, searchable, with their play count.
import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import type { PackGalleryAnswer, PackSummary, PackView } from "../../../schema/api/packs";
import { PACKS } from "../../../schema/limits";
import { packOf } from "../features/games/registry";
import { itemsText, playsText } from "../features/packs/pack-text";
import { PackCodeButton } from "../features/packs/pack-code-button";
import { ReportPack } from "../features/packs/report-pack";
import { apiJson, messageFor } from "../lib/api";
import { usePageMeta } from "../lib/page-meta";
import { LinkButton } from "../ui/button";
import { TextInput } from "../ui/form-field";
import { Card, PageShell } from "../ui/page-shell";
import { LoadingScreen } from "../ui/spinner";

function PackCard({ pack, link = false }: { pack: PackSummary; link?: boolean }) {
  return (
    <Card as="article" className="flex flex-col gap-2 p-4">
      <h2 className="text-xl font-black text-white">{link ? <Link to={`/pack/${pack.code}`}>{pack.title}</Link> : pack.title}</h2>
      <p className="text-sm text-white/70">
        {pack.authorName} · {packOf(pack.gameType).fullName} · {itemsText(pack.itemCount)} · {playsText(pack.playCount)}
      </p>
      <PackCodeButton code={pack.code} className="w-fit gap-2 text-lg tracking-widest" />
    </Card>
  );
}

export function PackGallery() {
  usePageMeta({ title: "معرض الحزم" });
  const [q, setQ] = useState("");
  const searchId = useId();
  const gallery = useQuery({ queryKey: ["/api/packs/gallery", q], queryFn: () => apiJson<PackGalleryAnswer>("GET", `/api/packs/gallery${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ""}`) });
  return (
    <PageShell width="narrow">
      <div className="flex flex-col gap-4 pb-10">
        <h1 className="text-2xl font-black text-white">معرض الحزم</h1>
        <p className="text-white/70">حزم كتبها لاعبون ووافق عليها المشرفون. انسخوا رمز حزمة واكتبوه في بطاقة «حزمة» في اللوبي.</p>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            البحث في الحزم
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-white/50" />
          <TextInput id={searchId} type="search" className="ps-12" placeholder="ابحثوا باسم الحزمة أو الكاتب" maxLength={PACKS.searchMax} value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        {gallery.isPending ? <p className="text-white/60">جاري التحميل...</p> : null}
        {gallery.isError ? <p className="text-rose-300">{messageFor(gallery.error, "تعذّر تحميل المعرض")}</p> : null}
        {/* Nothing searched on a fresh install: say the gallery is still empty, not that a search found nothing. */}
        {gallery.data?.packs.length === 0 ? (
          <p className="text-white/70" data-testid="gallery-empty">
            {q.trim() ? "لا توجد حزم منشورة بهذا البحث." : "لم تُنشر أي حزمة بعد. تظهر هنا الحزم التي يكتبها اللاعبون بعد موافقة المشرفين."}
          </p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {gallery.data?.packs.map((p) => (
            <li key={p.code}>
              <PackCard pack={p} link />
            </li>
          ))}
        </ul>
      </div>
    </PageShell>
  );
}

export default function PackPage() {
  const code = (useParams().code ?? "").toUpperCase();
  const pack = useQuery({ queryKey: [`/api/packs/${code}`], queryFn: () => apiJson<PackView>("GET", `/api/packs/${encodeURIComponent(code)}`), retry: false });
  usePageMeta({ title: pack.data ? `حزمة «${pack.data.title}»` : "حزمة" });
  if (pack.isPending) return <LoadingScreen />;
  return (
    <PageShell width="narrow">
      <div className="flex flex-col gap-4 pb-10">
        {pack.isError ? (
          <Card>
            <h1 className="text-xl font-bold text-white">تعذّر فتح الحزمة</h1>
            <p className="mt-2 text-white/70" role="alert">
              {messageFor(pack.error, "لا توجد حزمة بهذا الرمز")}
            </p>
          </Card>
        ) : (
          <>
            <PackCard pack={pack.data} />
            {pack.data.owned && pack.data.hiddenReason ? <p className="rounded-xl bg-rose-500/10 px-3 py-2 text-sm text-rose-200">أخفى المشرفون هذه الحزمة: {pack.data.hiddenReason}</p> : null}
            <p className="text-white/70">للعب بها: افتحوا غرفة، واختاروا لعبتها، واكتبوا الرمز في بطاقة «حزمة».</p>
            {/* The room opens on the pack's game with the pack chosen in its lobby: no code to type again. */}
            <LinkButton to={`/create-room?game=${encodeURIComponent(pack.data.gameType)}&pack=${encodeURIComponent(pack.data.code)}`}>إنشاء غرفة</LinkButton>
            {pack.data.owned ? null : <ReportPack pack={pack.data} />}
          </>
        )}
        <Link to="/packs/gallery" className="text-center text-sm text-white/60 underline">
          معرض الحزم
        </Link>
      </div>
    </PageShell>
  );
}
