/**
 * The typed API client for the app (portal). Only the *type* of the worker app is imported, so
 * no worker code reaches the browser bundle. Public pages use plain fetch with `readJson`.
 */
import { hc } from "hono/client";
import type { AppType } from "../worker/app";

export { ApiError, readJson, type ApiErrorBody } from "./api-errors";

export const api = hc<AppType>("/api", { init: { credentials: "same-origin" } });
