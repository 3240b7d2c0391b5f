// The one form style of both admins: react-hook-form, checked with the server's own zod
// schema (the same rules and Arabic messages the route answers with). Checked first on
// submit, then again at each change, so a message clears as soon as its field is fixed.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A resolver that checks what the form holds (text fields, select values) as the body it
 * becomes: `toBody` adds what the form does not show (the game, a forced premium flag).
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType>(schema: S, toBody: (values: Values) => unknown = (values) => values): Resolver<Values, unknown, z.output<S>> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return (values, context, options) => check(toBody(values) as FieldValues, context, options as never) as ReturnType<Resolver<Values, unknown, z.output<S>>>;
}

/** A dialog's form, filled again from `initial` each time the dialog opens or its row changes. */
export function useDialogForm<Values extends FieldValues, Output>({
  open,
  row,
  initial,
  resolver,
}: {
  open: boolean;
  /** The row being edited (or null to add): a new row refills the form. */
  row: unknown;
  initial: () => Values;
  resolver: Resolver<Values, unknown, Output>;
}) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: initial() as DefaultValues<Values>, mode: "onSubmit", reValidateMode: "onChange" });
  const fill = useRef(initial);
  fill.current = initial;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(fill.current());
  }, [open, row, reset]);
  return form;
}
