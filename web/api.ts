/**
 * The web app's API client, for every page (public ones included): `hc<AppType>` checks each
 * route, parameter and body against the worker, and `read` (./api-errors.ts) turns the answer
 * into its typed JSON or one `ApiError`. Only the *type* of the worker app is imported, so no
 * worker code reaches the browser bundle.
 *
 *   const { posts } = await read(api.blog.$get());
 */
import { hc } from "hono/client";
import type { AppType } from "../worker/app";

export { ApiError, apiError, NETWORK_MESSAGE, read, type ApiErrorBody, type SuccessBody } from "./api-errors";

export const api = hc<AppType>("/api", { init: { credentials: "same-origin" } });
