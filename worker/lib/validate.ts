import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { validationErrorBody } from "./errors";

/** zValidator that answers bad input with the API error shape (message plus errors array). */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(validationErrorBody(result.error as unknown as z.ZodError), 400);
  });
