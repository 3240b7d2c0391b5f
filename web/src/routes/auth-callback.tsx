// Sign-in callback (spec 000 §2): error or missing code → "/"; non-OK → "/"; OK → the answer's redirectTo.
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import type { authCallbackAnswerSchema } from "../../../schema/api";
import { sameOriginPath } from "../../../schema/safe-url";
import { apiJson } from "../lib/api";
import { AUTH_USER_KEY } from "../lib/auth";
import { clearGuestIdentity } from "../lib/identity";
import { usePageMeta } from "../lib/page-meta";
import { queryClient } from "../lib/query-client";
import { LoadingScreen } from "../ui/spinner";

type CallbackAnswer = z.infer<typeof authCallbackAnswerSchema>;

/** Only a path on this site, judged as the browser reads it (a `/\\host` would leave it). */
function safePath(value: string | undefined): string {
  return sameOriginPath(value) ?? "/";
}

export default function AuthCallback() {
  usePageMeta({ title: "تسجيل الدخول" });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get("code");
    const state = params.get("state") ?? "";
    const error = params.get("error");
    if (error || !code) {
      if (error) console.error("Sign-in error", error);
      navigate("/", { replace: true });
      return;
    }
    apiJson<CallbackAnswer>("POST", "/api/auth/callback", { code, state })
      .then((answer) => {
        clearGuestIdentity();
        queryClient.setQueryData(AUTH_USER_KEY, answer.user);
        void queryClient.invalidateQueries({ queryKey: ["/api/user/access"] });
        navigate(safePath(answer.redirectTo), { replace: true });
      })
      .catch((err: unknown) => {
        console.error("Sign-in callback failed", err);
        navigate("/", { replace: true });
      });
  }, [params, navigate]);

  return <LoadingScreen text="جاري تسجيل الدخول..." />;
}
