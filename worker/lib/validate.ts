/**
 * zod validation for request parts, through @hono/zod-validator, answering with the app's
 * error shape (400, `fields`) instead of the validator's default body.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { validationError } from "./errors";

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
