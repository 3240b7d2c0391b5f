// The admin login form of spec 002 §2 and §5: username, password, back to home.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, KeyRound, LogIn, ShieldAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { adminLoginBodySchema, type AdminConfig, type AdminLoginBody } from "../../../../schema/api/admin";
import { messageFor } from "../../lib/api";
import { Button, LinkButton } from "../../ui/button";
import { FormField, TextInput } from "../../ui/form-field";
import { Card } from "../../ui/page-shell";
import { toast } from "../../ui/toast";
import { useAdminLogin } from "./queries";

export function AdminLoginForm({ config }: { config: AdminConfig }) {
  const login = useAdminLogin();
  const form = useForm<AdminLoginBody>({
    resolver: zodResolver(adminLoginBodySchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    login.mutateAsync(body).catch((error: unknown) => {
      toast({ title: "خطأ في تسجيل الدخول", description: messageFor(error, "اسم المستخدم أو كلمة المرور غير صحيحة"), variant: "destructive" });
    }),
  );

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-300">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="text-2xl font-bold">لوحة تحكم المشرف</h1>
            <p className="text-sm text-white/65">سجّل الدخول لإدارة المنصة</p>
          </div>
        </div>

        {config.developmentCredentials ? (
          <p className="mt-5 rounded-2xl bg-amber-500/10 p-3 text-sm leading-6 text-amber-100 ring-1 ring-amber-400/25">
            بيئة تطوير: لم تُضبط بيانات دخول المشرف، فالدخول باسم المستخدم{" "}
            <bdi className="font-mono font-bold" dir="ltr">{config.developmentCredentials.username}</bdi> وكلمة المرور{" "}
            <bdi className="font-mono font-bold" dir="ltr">{config.developmentCredentials.password}</bdi>. هذه البيانات لا تعمل في بيئة الإنتاج.
          </p>
        ) : null}
        {!config.configured ? (
          <p role="alert" className="mt-5 flex gap-2 rounded-2xl bg-rose-500/10 p-3 text-sm leading-6 text-rose-100 ring-1 ring-rose-400/25">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            بيانات دخول المشرف غير مضبوطة على الخادم (ADMIN_USERNAME و ADMIN_PASSWORD_HASH، بصيغة npm run admin:hash)، فالدخول مغلق حتى تُضبط.
          </p>
        ) : null}

        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <FormField label="اسم المستخدم" error={errors.username?.message}>
            {(ids) => <TextInput {...ids} autoComplete="username" dir="ltr" className="text-start" {...form.register("username")} />}
          </FormField>
          <FormField label="كلمة المرور" error={errors.password?.message}>
            {(ids) => <TextInput {...ids} type="password" autoComplete="current-password" dir="ltr" className="text-start" {...form.register("password")} />}
          </FormField>
          <Button type="submit" size="lg" loading={login.isPending} disabled={!config.configured} icon={<LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
            تسجيل الدخول
          </Button>
          <LinkButton to="/" variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
            العودة للرئيسية
          </LinkButton>
        </form>
      </Card>
    </div>
  );
}
