// Authors (spec 002 §2, §5): cards with avatar, Arabic and English names, bio, email, social links
// and active badge; a dialog to add or edit (the Arabic name required, the email an email field,
// each social link an https address, checked by the server's own schema).
import { Link2, Mail, Plus, UserPlus, UserRound, X } from "lucide-react";
import { Controller, useFieldArray, type FieldErrors } from "react-hook-form";
import { BLOG, blogAuthorBodySchema, type BlogAuthor } from "../../../../../schema/api/blog";
import { messageFor } from "../../../lib/api";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { FormActions } from "../../../ui/form-actions";
import { FormField, inputClass, TextInput } from "../../../ui/form-field";
import { Switch } from "../../../ui/switch";
import { toast } from "../../../ui/toast";
import { schemaResolver, useDialogForm } from "../../admin/ui/schema-form";
import { useAdminAuthors, useSaveAuthor } from "../queries";
import { CardsTab, type EditorProps } from "./cards-tab";

type Link = { network: string; url: string };
type Values = { nameAr: string; nameEn: string; bio: string; email: string; avatar: string; isActive: boolean; links: Link[] };

/** The networks offered, by the key the link is saved under; a key saved otherwise keeps its own name. */
const NETWORKS: [string, string][] = [
  ["x", "إكس (تويتر)"],
  ["instagram", "إنستغرام"],
  ["snapchat", "سناب شات"],
  ["tiktok", "تيك توك"],
  ["youtube", "يوتيوب"],
  ["linkedin", "لينكدإن"],
  ["facebook", "فيسبوك"],
  ["website", "الموقع الشخصي"],
];
const networkName = (key: string) => NETWORKS.find(([k]) => k === key)?.[1] ?? key;
const MAX_LINKS = 10;

/** The body the form becomes: the filled links as one record by network; an empty row is dropped. */
const toBody = ({ links, ...values }: Values) => ({ ...values, socialLinks: Object.fromEntries(links.filter((l) => l.url.trim()).map((l) => [l.network, l.url.trim()])) });

const checkBody = schemaResolver(blogAuthorBodySchema, toBody);
type LinkErrors = Record<string, { message?: string } | undefined> & { message?: string };

/**
 * The schema's refusals of a link sit under socialLinks.<network>; the form shows and clears each
 * under its own row (links.<i>.url), so a fixed address loses its message as it is typed.
 */
const resolver: typeof checkBody = async (values, context, options) => {
  const result = await checkBody(values, context, options);
  const { socialLinks, ...rest } = result.errors as FieldErrors<Values> & { socialLinks?: LinkErrors };
  if (!socialLinks) return result;
  const links = values.links.map((l) => (socialLinks[l.network]?.message ? { url: { type: "custom", message: socialLinks[l.network]!.message } } : undefined));
  return { values: {}, errors: { ...rest, links: socialLinks.message ? Object.assign(links, { root: { type: "custom", message: socialLinks.message } }) : links } as FieldErrors<Values> };
};

function SocialLinksField({ form }: { form: ReturnType<typeof useDialogForm<Values, unknown>> }) {
  const rows = useFieldArray({ control: form.control, name: "links" });
  const chosen = form.watch("links");
  const linkErrors = form.formState.errors.links;
  const free = NETWORKS.filter(([key]) => !chosen.some((l) => l.network === key));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-bold text-white/90">روابط التواصل</legend>
      {rows.fields.length === 0 ? <p className="text-sm text-white/55">لا روابط بعد.</p> : null}
      {rows.fields.map((row, index) => {
        const network = chosen[index]?.network ?? row.network;
        const error = linkErrors?.[index]?.url?.message;
        const errorId = `social-link-error-${row.id}`;
        return (
          <div key={row.id} className="flex flex-col gap-1">
            <div className="grid grid-cols-[minmax(0,1fr)_2.75rem] items-start gap-2 sm:grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)_2.75rem]">
              <select
                aria-label={`الشبكة ${index + 1}`}
                className={`${inputClass} col-span-2 appearance-auto px-3 sm:col-span-1`}
                {...form.register(`links.${index}.network`)}
              >
                {[[network, networkName(network)], ...free.filter(([k]) => k !== network)].map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </select>
              <TextInput
                aria-label={`رابط ${networkName(network)}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                type="url"
                dir="ltr"
                inputMode="url"
                placeholder="https://"
                className="text-start"
                {...form.register(`links.${index}.url`)}
              />
              <button
                type="button"
                onClick={() => rows.remove(index)}
                aria-label={`إزالة رابط ${networkName(network)}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-white/60 hover:bg-rose-500/15 hover:text-rose-200"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
            {error ? (
              <p id={errorId} className="text-sm text-rose-300">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {linkErrors?.root?.message ? <p className="text-sm text-rose-300">{linkErrors.root.message}</p> : null}
      {rows.fields.length < MAX_LINKS && free.length > 0 ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => rows.append({ network: free[0][0], url: "" })} icon={<Plus aria-hidden="true" className="size-4" />}>
          إضافة رابط
        </Button>
      ) : null}
    </fieldset>
  );
}

function AuthorDialog({ open, onOpenChange, item: author }: EditorProps<BlogAuthor>) {
  const save = useSaveAuthor();
  const form = useDialogForm({
    open,
    row: author,
    initial: (): Values => ({
      nameAr: author?.nameAr ?? "",
      nameEn: author?.nameEn ?? "",
      bio: author?.bio ?? "",
      email: author?.email ?? "",
      avatar: author?.avatar ?? "",
      isActive: author?.isActive ?? true,
      links: Object.entries(author?.socialLinks ?? {}).map(([network, url]) => ({ network, url })),
    }),
    resolver,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() =>
    save.mutate(
      { id: author?.id, body: toBody(form.getValues()) },
      {
        onSuccess: () => {
          toast({ title: author ? "تم تحديث الكاتب بنجاح" : "تمت إضافة الكاتب بنجاح" });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: "فشل حفظ الكاتب", description: messageFor(error, "حدث خطأ أثناء حفظ الكاتب"), variant: "destructive" }),
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={author ? "تعديل الكاتب" : "كاتب جديد"} icon={<UserPlus aria-hidden="true" className="size-5" />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="الاسم بالعربية" error={errors.nameAr?.message}>
          {(ids) => <TextInput {...ids} maxLength={BLOG.nameMax} {...form.register("nameAr")} />}
        </FormField>
        <FormField label="الاسم بالإنجليزية" error={errors.nameEn?.message}>
          {(ids) => <TextInput {...ids} dir="ltr" className="text-start" maxLength={BLOG.nameMax} {...form.register("nameEn")} />}
        </FormField>
        <FormField label="البريد الإلكتروني" error={errors.email?.message}>
          {(ids) => <TextInput {...ids} type="email" dir="ltr" className="text-start" {...form.register("email")} />}
        </FormField>
        <FormField label="رابط الصورة" error={errors.avatar?.message}>
          {(ids) => <TextInput {...ids} dir="ltr" className="text-start" placeholder="/uploads/blog/..." {...form.register("avatar")} />}
        </FormField>
        <FormField label="نبذة" error={errors.bio?.message}>
          {(ids) => <textarea {...ids} rows={3} maxLength={BLOG.bioMax} className={`${inputClass} py-3`} {...form.register("bio")} />}
        </FormField>
        <SocialLinksField form={form} />
        <Controller control={form.control} name="isActive" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} label="الكاتب نشط" showLabel />} />
        <FormActions onCancel={() => onOpenChange(false)} submitLabel="حفظ" pending={save.isPending} />
      </form>
    </Dialog>
  );
}

function AuthorCard({ author: a }: { author: BlogAuthor }) {
  return (
    <>
      <div className="flex items-center gap-3">
        {a.avatar ? (
          <img src={a.avatar} alt="" className="size-14 shrink-0 rounded-full bg-white/10 object-cover" />
        ) : (
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white/10">
            <UserRound aria-hidden="true" className="size-7 text-white/50" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-bold">{a.nameAr}</h3>
          {a.nameEn ? (
            <p dir="ltr" className="text-end text-sm text-white/60">
              {a.nameEn}
            </p>
          ) : null}
        </div>
        <Badge tone={a.isActive ? "success" : "neutral"}>{a.isActive ? "نشط" : "غير نشط"}</Badge>
      </div>
      {a.bio ? <p className="text-sm leading-6 text-white/70">{a.bio}</p> : null}
      {a.email ? (
        <p className="inline-flex items-center gap-1.5 text-sm text-white/60">
          <Mail aria-hidden="true" className="size-4" />
          <bdi dir="ltr">{a.email}</bdi>
        </p>
      ) : null}
      {Object.keys(a.socialLinks).length ? (
        <ul aria-label={`روابط ${a.nameAr}`} className="flex flex-wrap gap-1.5">
          {Object.entries(a.socialLinks).map(([network, url]) => (
            <li key={network}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-white/5 px-3 text-xs text-white/75 ring-1 ring-white/15 hover:bg-white/10"
              >
                <Link2 aria-hidden="true" className="size-3.5" />
                {networkName(network)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function AuthorsTab() {
  return (
    <CardsTab
      title="الكتّاب"
      newLabel="كاتب جديد"
      newIcon={<UserPlus aria-hidden="true" className="size-5" />}
      list={useAdminAuthors()}
      loadError="فشل في جلب الكتّاب"
      empty="لا يوجد كتّاب بعد."
      card={(author) => <AuthorCard author={author} />}
      Editor={AuthorDialog}
      kind="authors"
      deleteTexts={{
        title: "حذف الكاتب؟",
        consequence: (a) => `سيُحذف «${a.nameAr}»، وتبقى مقالاته بلا كاتب.`,
        confirmLabel: "حذف الكاتب",
        done: "تم حذف الكاتب بنجاح",
        failed: "فشل حذف الكاتب",
        failedDescription: "حدث خطأ أثناء حذف الكاتب",
      }}
    />
  );
}
