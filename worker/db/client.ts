import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof database>;

/** A drizzle handle over the D1 binding, with the schema for relational queries. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}
