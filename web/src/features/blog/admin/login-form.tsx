// The blog admin's login form (spec 002 §2, §5): username and password, with the development credentials said plainly.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, LogIn, NotebookPen, ShieldAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { blogLoginBodySchema, type BlogAdminSession, type BlogLoginBody } from "../../../../../schema/api/blog";
import { ApiError, messageFor } from "../../../lib/api";
import { Button, LinkButton } from "../../../ui/button";
import { FormField, TextInput } from "../../../ui/form-field";
import { Card } from "../../../ui/page-shell";
import { toast } from "../../../ui/toast";
import { useBlogLogin } from "../queries";

export function BlogAdminLogin({ session }: { session: BlogAdminSession }) {
  const login = useBlogLogin();
  const form = useForm<BlogLoginBody>({ resolver: zodResolver(blogLoginBodySchema), defaultValues: { username: "", password: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    login.mutateAsync(body).then(
      () => toast({ title: "تم تسجيل الدخول", description: "أهلًا بك في إدارة المدونة" }),
      (error: unknown) =>
        toast(
          error instanceof ApiError
            ? { title: "فشل تسجيل الدخول", description: messageFor(error, "اسم المستخدم أو كلمة المرور غير صحيحة"), variant: "destructive" }
            : { title: "خطأ في تسجيل الدخول", description: "حدث خطأ أثناء محاولة تسجيل الدخول", variant: "destructive" },
        ),
    ),
  );
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-300">
            <NotebookPen aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1 className="text-2xl font-bold">إدارة المدونة</h1>
            <p className="text-sm text-white/65">سجّل الدخول لكتابة المقالات وإدارتها</p>
          </div>
        </div>
        {session.developmentCredentials ? (
          <p className="mt-5 rounded-2xl bg-amber-500/10 p-3 text-sm leading-6 text-amber-100 ring-1 ring-amber-400/25">
            بيئة تطوير: لم تُضبط بيانات دخول مشرف المدونة، فالدخول باسم المستخدم{" "}
            <bdi className="font-mono font-bold" dir="ltr">
              {session.developmentCredentials.username}
            </bdi>{" "}
            وكلمة المرور{" "}
            <bdi className="font-mono font-bold" dir="ltr">
              {session.developmentCredentials.password}
            </bdi>
            . هذه البيانات لا تعمل في بيئة الإنتاج.
          </p>
        ) : null}
        {!session.configured ? (
          <p role="alert" className="mt-5 flex gap-2 rounded-2xl bg-rose-500/10 p-3 text-sm leading-6 text-rose-100 ring-1 ring-rose-400/25">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            لم تُضبط بيانات دخول مشرف المدونة على الخادم بعد (BLOG_ADMIN_USERNAME و BLOG_ADMIN_PASSWORD_HASH)، فالدخول مغلق حتى تُضبط.
          </p>
        ) : null}
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <FormField label="اسم المستخدم" error={errors.username?.message}>
            {(ids) => <TextInput {...ids} autoComplete="username" dir="ltr" className="text-start" {...form.register("username")} />}
          </FormField>
          <FormField label="كلمة المرور" error={errors.password?.message}>
            {(ids) => <TextInput {...ids} type="password" autoComplete="current-password" dir="ltr" className="text-start" {...form.register("password")} />}
          </FormField>
          <Button type="submit" size="lg" loading={login.isPending} disabled={!session.configured} icon={<LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
            تسجيل الدخول
          </Button>
          <LinkButton to="/blog" variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
            العودة إلى المدونة
          </LinkButton>
        </form>
      </Card>
    </div>
  );
}
