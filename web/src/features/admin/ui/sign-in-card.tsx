// The one sign-in form of both admin doors (spec 002 §2, §5): username and password,
// the development credentials said plainly, a closed door said plainly, and the way back.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, LogIn, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { signInBodySchema, type SignInBody } from "../../../../../schema/api/sign-in";
import { ApiError, messageFor } from "../../../lib/api";
import { Button, LinkButton } from "../../../ui/button";
import { FormField, TextInput } from "../../../ui/form-field";
import { Card } from "../../../ui/page-shell";
import { toast } from "../../../ui/toast";

export interface SignInDoor {
  icon: ReactNode;
  title: string;
  subtitle: string;
  /** Who the development credentials are for, e.g. «المشرف» or «مشرف المدونة». */
  who: string;
  /** The server settings that open this door, named where it is closed. */
  settings: string;
  back: { to: string; label: string };
}

export function SignInCard({
  door,
  configured,
  developmentCredentials,
  signIn,
  pending,
}: {
  door: SignInDoor;
  configured: boolean;
  developmentCredentials: { username: string; password: string } | null;
  signIn: (body: SignInBody) => Promise<unknown>;
  pending: boolean;
}) {
  const form = useForm<SignInBody>({ resolver: zodResolver(signInBodySchema), defaultValues: { username: "", password: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    signIn(body).catch((error: unknown) => {
      // No answer at all (offline, the server unreachable) is not a wrong password (spec 002 §8).
      if (!(error instanceof ApiError)) {
        toast({ title: "تعذّر الاتصال بالخادم", description: "حدث خطأ أثناء محاولة تسجيل الدخول. يُرجى التحقق من الاتصال بالإنترنت ثم إعادة المحاولة.", variant: "destructive" });
        return;
      }
      toast({
        title: "خطأ في تسجيل الدخول",
        description: messageFor(error, error.status >= 500 ? "حدث خطأ في الخادم أثناء محاولة تسجيل الدخول. يُرجى إعادة المحاولة بعد قليل." : "اسم المستخدم أو كلمة المرور غير صحيحة"),
        variant: "destructive",
      });
    }),
  );

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-300">{door.icon}</span>
          <div>
            <h1 className="text-2xl font-bold">{door.title}</h1>
            <p className="text-sm text-white/65">{door.subtitle}</p>
          </div>
        </div>

        {developmentCredentials ? (
          <p className="mt-5 rounded-2xl bg-amber-500/10 p-3 text-sm leading-6 text-amber-100 ring-1 ring-amber-400/25">
            بيئة تطوير: لم تُضبط بيانات دخول {door.who}، فالدخول باسم المستخدم{" "}
            <bdi className="font-mono font-bold" dir="ltr">
              {developmentCredentials.username}
            </bdi>{" "}
            وكلمة المرور{" "}
            <bdi className="font-mono font-bold" dir="ltr">
              {developmentCredentials.password}
            </bdi>
            . هذه البيانات لا تعمل في بيئة الإنتاج.
          </p>
        ) : null}
        {!configured ? (
          <p role="alert" className="mt-5 flex gap-2 rounded-2xl bg-rose-500/10 p-3 text-sm leading-6 text-rose-100 ring-1 ring-rose-400/25">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            بيانات دخول {door.who} غير مضبوطة على الخادم ({door.settings})، فالدخول مغلق حتى تُضبط.
          </p>
        ) : null}

        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <FormField label="اسم المستخدم" error={errors.username?.message}>
            {(ids) => <TextInput {...ids} autoComplete="username" dir="ltr" className="text-start" {...form.register("username")} />}
          </FormField>
          <FormField label="كلمة المرور" error={errors.password?.message}>
            {(ids) => <TextInput {...ids} type="password" autoComplete="current-password" dir="ltr" className="text-start" {...form.register("password")} />}
          </FormField>
          <Button type="submit" size="lg" loading={pending} disabled={!configured} icon={<LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
            تسجيل الدخول
          </Button>
          <LinkButton to={door.back.to} variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />}>
            {door.back.label}
          </LinkButton>
        </form>
      </Card>
    </div>
  );
}
