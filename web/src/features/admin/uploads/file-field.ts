// A picture chosen in a form, for both admins' upload dialogs: the zod field that judges it
// (nothing chosen, a refused type or size, in the admin's own words) and its preview link.
import { useEffect, useState } from "react";
import { z } from "zod";

/** A chosen file or none; `check` says what is wrong with one, or null when it will do. */
export function fileField(required: string, check: (file: File) => string | null) {
  return z.custom<File | null>((value) => value === null || value instanceof File).superRefine((file, ctx) => {
    const problem = file ? check(file) : required;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

/** A link to show the chosen file before it is sent; revoked when the file changes or goes. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}
