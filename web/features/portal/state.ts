/**
 * Portal state shared by the shell and its pages (jotai): the signed-in user, loaded once by
 * the shell from /api/auth/me and refreshed by pages that receive it (the portal home).
 */
import { atom } from "jotai";
import type { UserInfo } from "./types";

export const portalUserAtom = atom<UserInfo | null>(null);
