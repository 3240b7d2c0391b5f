// «فلتر الألفاظ»: the platform's list of insults and obscenities that rooms with
// the filter on refuse in names, lies, captions and room names. One term per line:
// «*كلمة*» anywhere inside a word, «=كلمة» the word alone, a plain line the word with its
// usual prefixes and endings (schema/family-filter.ts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { FamilyFilterAnswer, FamilyFilterBody } from "../../../../../schema/api/family-filter";
import { FAMILY_FILTER } from "../../../../../schema/limits";
import { messageFor } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { ListError } from "../../../ui/data-table";
import { SkeletonRows } from "../../../ui/skeleton";
import { toast } from "../../../ui/toast";
import { ADMIN_KEY_ROOT, adminApi } from "../queries";

const KEY = [ADMIN_KEY_ROOT, "family-filter"] as const;

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

export function FamilyFilterPanel() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => adminApi<FamilyFilterAnswer>("GET", "/api/admin/family-filter", undefined, signal), retry: 1 });
  const save = useMutation({
    mutationFn: (body: FamilyFilterBody) => adminApi<FamilyFilterAnswer>("PUT", "/api/admin/family-filter", body),
    onSuccess: (answer) => {
      client.setQueryData(KEY, answer);
      setText(answer.lines.join("\n"));
      toast({ title: "تم حفظ قائمة فلتر الألفاظ", description: "تُطبَّق على الغرف المفتوحة من الآن" });
    },
    onError: (error) => toast({ title: "تعذّر حفظ القائمة", description: messageFor(error, "يُرجى المحاولة مرة أخرى"), variant: "destructive" }),
  });
  const [text, setText] = useState<string | null>(null);
  const fieldId = useId();
  const noteId = useId();
  useEffect(() => {
    if (list.data && text === null) setText(list.data.lines.join("\n"));
  }, [list.data, text]);

  if (list.isPending) return <SkeletonRows rows={4} />;
  if (list.isError) return <ListError message={messageFor(list.error, "تعذّر تحميل القائمة")} onRetry={() => list.refetch()} />;
  const lines = linesOf(text ?? "");
  const tooMany = lines.length > FAMILY_FILTER.maxTerms;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooMany) save.mutate({ lines });
      }}
    >
      <label htmlFor={fieldId} className="text-base font-bold">
        قائمة فلتر الألفاظ
      </label>
      <p id={noteId} className="text-sm leading-6 text-white/65">
        كلمة في كل سطر. تُقارن بعد توحيد الحروف والتشكيل والحروف المكررة والأرقام المكتوبة بدل الحروف. «*كلمة*» تُمنع داخل أي كلمة، و«=كلمة» وحدها بلا
        لواحق، والسطر العادي الكلمة مع «ال» و«يا» والضمائر.
      </p>
      <textarea
        id={fieldId}
        dir="auto"
        rows={12}
        value={text ?? ""}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={noteId}
        aria-invalid={tooMany || undefined}
        className="min-h-60 w-full rounded-2xl bg-night-950/50 p-3 font-mono text-sm leading-6 text-white ring-1 ring-inset ring-white/15 focus:outline-none focus:ring-2 focus:ring-brand-400"
        data-testid="family-filter-lines"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={tooMany ? "text-sm text-gold-300 tabular-nums" : "text-sm text-white/55 tabular-nums"} dir="ltr">
          {lines.length} / {FAMILY_FILTER.maxTerms}
        </span>
        <Button type="submit" loading={save.isPending} disabled={tooMany || save.isPending} icon={<Save aria-hidden="true" className="size-5" />}>
          حفظ القائمة
        </Button>
      </div>
    </form>
  );
}
