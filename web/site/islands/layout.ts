import type { Island } from "./runtime";

export const layoutIslands: Record<string, Island> = {};
export const layoutGlobals: Island[] = [];
