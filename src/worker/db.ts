import { drizzle } from "drizzle-orm/d1";
import type { D1Database } from "@cloudflare/workers-types";
import * as schema from "../../drizzle/schema.ts";

/** Built per request from the binding: no module-level database handles in a Worker. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;

/** D1 binds at most 100 values per statement, so a long id list is read in slices of this size. */
const ID_SLICE = 90;

/** Reads rows for a list of ids of any length, slice by slice. */
export async function readInSlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const slices = Array.from({ length: Math.ceil(ids.length / ID_SLICE) }, (_, i) => ids.slice(i * ID_SLICE, (i + 1) * ID_SLICE));
  return (await Promise.all(slices.map(read))).flat();
}
