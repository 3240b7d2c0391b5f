// «حزمي»: a signed-in player's own packs, and the editor that writes one (trivia
// questions with their answers and optional lies, or most-likely prompts). Mobile first;
// the server checks every rule and names the item to fix, shown under its field.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { PACK_GAME_TYPES, type MyPacksAnswer, type PackView } from "../../../schema/api/packs";
import { PACKS } from "../../../schema/limits";
import { packOf } from "../features/games/registry";
import { itemsText, playsText } from "../features/packs/pack-text";
import { PackCodeButton } from "../features/packs/pack-code-button";
import { bodyOfValues, emptyRow, formField, newPackValues, valuesOfPack, type PackFormValues } from "../features/packs/pack-form";
import { ApiError, apiJson, messageFor } from "../lib/api";
import { useAuth } from "../lib/auth";
import { usePageMeta } from "../lib/page-meta";
import { startSignIn } from "../lib/sign-in";
import { Button, LinkButton } from "../ui/button";
import { FormField, TextInput } from "../ui/form-field";
import { Card, PageShell } from "../ui/page-shell";
import { LoadingScreen } from "../ui/spinner";
import { toast } from "../ui/toast";

const MINE_KEY = ["/api/packs?mine=1"] as const;
const STATUS_NAMES = { draft: "مسودة", ready: "جاهزة للعب", hidden: "مخفية" } as const;

function MyPacks() {
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: MINE_KEY, queryFn: () => apiJson<MyPacksAnswer>("GET", "/api/packs?mine=1") });
  const remove = useMutation({
    mutationFn: (code: string) => apiJson("DELETE", `/api/packs/${code}`),
    onSuccess: (_data, code) => {
      void queryClient.invalidateQueries({ queryKey: MINE_KEY });
      toast({
        title: "حُذفت الحزمة",
        action: {
          label: "تراجع",
          // The undo may be refused (the free account's cap reached meanwhile, a blocked author): say why.
          onClick: () =>
            void apiJson("POST", `/api/packs/${code}/restore`).then(
              () => queryClient.invalidateQueries({ queryKey: MINE_KEY }),
              (error: unknown) => toast({ variant: "destructive", title: messageFor(error, "تعذّر استرجاع الحزمة، يُرجى المحاولة مرة أخرى") }),
            ),
        },
      });
    },
    onError: (error) => toast({ variant: "destructive", title: messageFor(error, "تعذّر حذف الحزمة، يُرجى المحاولة مرة أخرى") }),
  });
  const publish = useMutation({
    mutationFn: (code: string) => apiJson("POST", `/api/packs/${code}/publish`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MINE_KEY });
      toast({ title: "أُرسل طلب النشر، وتظهر الحزمة في المعرض بعد موافقة المشرفين" });
    },
    onError: (error) => toast({ variant: "destructive", title: messageFor(error, "تعذّر إرسال طلب النشر") }),
  });
  if (mine.isPending) return <p className="text-white/60">جاري التحميل...</p>;
  if (mine.isError) return <p className="text-rose-300">{messageFor(mine.error, "تعذّر تحميل حزمك")}</p>;
  const { packs, limits } = mine.data;
  const full = limits.packs !== null && packs.length >= limits.packs;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="mine-title">
      <div className="flex items-center justify-between gap-3">
        <h1 id="mine-title" className="text-2xl font-black text-white">
          حزمي
        </h1>
        {full ? null : (
          <LinkButton to="/packs/new" icon={<Plus aria-hidden="true" className="size-5" />}>
            حزمة جديدة
          </LinkButton>
        )}
      </div>
      <p className="text-sm text-white/60">
        {limits.packs === null ? `حزم بلا حد، حتى ${itemsText(limits.items)} في كل حزمة.` : `حتى ${limits.packs} حزم، في كل حزمة حتى ${itemsText(limits.items)}.`}
      </p>
      <Link to="/packs/gallery" className="text-sm text-brand-300 underline">
        معرض الحزم المنشورة
      </Link>
      {packs.length === 0 ? <p className="text-white/70">لم تكتب حزمة بعد. اكتبوا أسئلة عن عائلتكم وأصدقائكم والعبوا بها.</p> : null}
      <ul className="flex flex-col gap-3">
        {packs.map((p) => (
          <li key={p.code}>
            <Card as="article" className="flex flex-col gap-2 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="min-w-0 flex-1 truncate text-lg font-bold text-white">{p.title}</h2>
                <span className="rounded-full bg-white/10 px-2.5 py-1 text-xs text-white/80">{STATUS_NAMES[p.status]}</span>
              </div>
              <p className="text-sm text-white/60">
                {packOf(p.gameType).name} · {itemsText(p.itemCount)} · {playsText(p.playCount)}
              </p>
              {p.status === "hidden" ? (
                <p className="flex items-start gap-2 rounded-xl bg-rose-500/10 px-3 py-2 text-sm text-rose-200" role="note">
                  <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  أخفى المشرفون هذه الحزمة: {p.hiddenReason}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-2">
                <PackCodeButton code={p.code} className="gap-1.5 tracking-wider" />
                <LinkButton to={`/packs/${p.code}/edit`} variant="secondary" size="sm" icon={<Pencil aria-hidden="true" className="size-4" />}>
                  تعديل
                </LinkButton>
                {p.status === "ready" && p.publish === "none" ? (
                  <Button variant="outline" size="sm" onClick={() => publish.mutate(p.code)}>
                    طلب النشر في المعرض
                  </Button>
                ) : p.publish === "requested" ? (
                  <span className="text-xs text-white/60">بانتظار موافقة المشرفين على النشر</span>
                ) : p.publish === "published" ? (
                  <span className="text-xs text-brand-300">منشورة في المعرض</span>
                ) : null}
                <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => remove.mutate(p.code)} aria-label={`حذف الحزمة ${p.title}`}>
                  حذف
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PackEditor({ code, initial }: { code: string | null; initial: PackFormValues }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<PackFormValues>({ defaultValues: initial });
  const { register, control, handleSubmit, setError, watch, formState } = form;
  const rows = useFieldArray({ control, name: "items" });
  const gameType = watch("gameType");
  const shape = packOf(gameType);

  async function save(values: PackFormValues, draft: boolean) {
    const body = bodyOfValues(values, draft);
    try {
      const answer = code ? await apiJson<{ code: string }>("PUT", `/api/packs/${code}`, body) : await apiJson<{ code: string }>("POST", "/api/packs", body);
      void queryClient.invalidateQueries({ queryKey: MINE_KEY });
      toast({ title: draft ? "حُفظت المسودة" : "حُفظت الحزمة", description: `رمزها ${answer.code}` });
      navigate("/packs");
    } catch (error) {
      if (error instanceof ApiError) for (const e of error.fieldErrors) setError(formField(e.field) as never, { message: e.message });
      toast({ variant: "destructive", title: messageFor(error, "تعذّر حفظ الحزمة، يُرجى المحاولة مرة أخرى") });
    }
  }
  const errorOf = (path: string) => {
    let node: unknown = formState.errors;
    for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit((v) => save(v, false))} noValidate>
      <h1 className="text-2xl font-black text-white">{code ? "تعديل الحزمة" : "حزمة جديدة"}</h1>
      {code ? null : (
        <fieldset className="flex gap-2">
          <legend className="mb-1.5 text-sm font-bold text-white/90">نوع الحزمة</legend>
          {PACK_GAME_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-2xl bg-white/[0.05] px-3 text-white ring-1 ring-white/15 has-[:checked]:ring-brand-400">
              <input type="radio" value={type} {...register("gameType")} />
              {packOf(type).name}
            </label>
          ))}
        </fieldset>
      )}
      <FormField label="اسم الحزمة" error={errorOf("title")}>
        {(ids) => <TextInput {...ids} maxLength={PACKS.titleMax} {...register("title")} />}
      </FormField>
      <ol className="flex flex-col gap-3">
        {rows.fields.map((field, i) => (
          <li key={field.id}>
            <Card as="div" className="flex flex-col gap-3 p-4">
              <div className="flex items-center justify-between">
                <h2 className="font-bold text-white">السؤال {i + 1}</h2>
                {rows.fields.length > 1 ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => rows.remove(i)} aria-label={`حذف السؤال ${i + 1}`} icon={<Trash2 aria-hidden="true" className="size-4" />} />
                ) : null}
              </div>
              <FormField label={shape.textLabel} error={errorOf(`items.${i}.text`)}>
                {(ids) => <TextInput {...ids} {...register(`items.${i}.text`)} />}
              </FormField>
              {shape.withAnswers ? (
                <>
                  <FormField label="الإجابة الصحيحة" error={errorOf(`items.${i}.answer`)}>
                    {(ids) => <TextInput {...ids} {...register(`items.${i}.answer`)} />}
                  </FormField>
                  <FormField label="إجابات خاطئة (اختيارية)" hint="إن تركتموها فارغة، تكملها إجابات اللاعبين وإجابات الحزمة الأخرى" error={[0, 1, 2].map((j) => errorOf(`items.${i}.lies.${j}`)).find(Boolean)}>
                    {(ids) => (
                      <div className="grid gap-2 sm:grid-cols-3">
                        {[0, 1, 2].map((j) => (
                          <TextInput key={j} {...(j === 0 ? ids : {})} aria-label={`إجابة خاطئة ${j + 1} للسؤال ${i + 1}`} {...register(`items.${i}.lies.${j}`)} />
                        ))}
                      </div>
                    )}
                  </FormField>
                </>
              ) : null}
            </Card>
          </li>
        ))}
      </ol>
      {errorOf("items") ? <p role="alert" className="text-sm text-rose-300">{errorOf("items")}</p> : null}
      <Button type="button" variant="secondary" onClick={() => rows.append(emptyRow())} icon={<Plus aria-hidden="true" className="size-5" />} disabled={rows.fields.length >= PACKS.premium.items}>
        إضافة سؤال
      </Button>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" size="lg" className="sm:flex-1" loading={formState.isSubmitting}>
          حفظ الحزمة
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={handleSubmit((v) => save(v, true))}>
          حفظ كمسودة
        </Button>
      </div>
      <Link to="/packs" className="text-center text-sm text-white/60 underline">
        رجوع إلى حزمي
      </Link>
    </form>
  );
}

function EditPack({ code }: { code: string }) {
  const pack = useQuery({ queryKey: [`/api/packs/${code}`], queryFn: () => apiJson<PackView>("GET", `/api/packs/${code}`) });
  if (pack.isPending) return <LoadingScreen />;
  if (pack.isError) return <p className="text-rose-300">{messageFor(pack.error, "تعذّر تحميل الحزمة")}</p>;
  if (!pack.data.owned) return <p className="text-rose-300">هذه الحزمة ليست لك: التعديل لكاتبها فقط</p>;
  return <PackEditor code={code} initial={valuesOfPack(pack.data)} />;
}

export default function Packs() {
  const { code } = useParams();
  const isNew = location.pathname.endsWith("/new");
  usePageMeta({ title: code ? "تعديل الحزمة" : isNew ? "حزمة جديدة" : "حزمي" });
  const { user, isLoading } = useAuth();
  useEffect(() => {
    if (!isLoading && !user) startSignIn("home", location.pathname);
  }, [isLoading, user]);
  if (isLoading) return <LoadingScreen />;
  if (!user) return <LoadingScreen text="جاري تحويلك لتسجيل الدخول..." />;
  return (
    <PageShell width="narrow">
      <div className="pb-10">{code ? <EditPack code={code} /> : isNew ? <PackEditor code={null} initial={newPackValues()} /> : <MyPacks />}</div>
    </PageShell>
  );
}
