// The one sign-in body of both admin doors (the platform admin and the blog admin).
// The doors stay apart on the server (each its own session kind); only the form is shared.
import { z } from "zod";

export const SIGN_IN_REQUIRED = "الرجاء إدخال اسم المستخدم وكلمة المرور";

export const signInBodySchema = z.object({
  username: z.string({ error: SIGN_IN_REQUIRED }).trim().min(1, SIGN_IN_REQUIRED).max(200),
  password: z.string({ error: SIGN_IN_REQUIRED }).min(1, SIGN_IN_REQUIRED).max(1000),
});
export type SignInBody = z.infer<typeof signInBodySchema>;
