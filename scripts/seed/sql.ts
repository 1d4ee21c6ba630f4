// Turns validated content into idempotent SQL: upserts that only touch rows whose values changed,
// and an unpublish (status 'draft', never a delete) for items that left the content files.
import { getTableColumns, getTableName, type Table } from "drizzle-orm";

export type Row = Record<string, string | number | null>;

export type UpsertOptions = {
  /** Written on insert only (e.g. createdAt). */
  insertOnly?: string[];
  /** Written whenever the row changes, but not compared (e.g. updatedAt). */
  touch?: string[];
};

export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot store ${value} in SQL`);
    return String(value);
  }
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`unsupported SQL value: ${typeof value}`);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The SQL column name of each of a table's TypeScript keys. */
export function columnNames(table: Table): Record<string, string> {
  return Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, col]) => [key, col.name]));
}

/** Keys whose change counts as an edit: everything but the id and the bookkeeping columns. */
function comparedKeys(row: Row, options: UpsertOptions): string[] {
  const skip = new Set(["id", ...(options.insertOnly ?? []), ...(options.touch ?? [])]);
  return Object.keys(row).filter((k) => !skip.has(k));
}

/**
 * One INSERT ... ON CONFLICT(id) DO UPDATE per row. The WHERE clause skips rows that are already
 * identical, so re-seeding unchanged content writes nothing (and leaves updatedAt alone).
 */
export function upsertStatements(table: Table, rows: Row[], options: UpsertOptions = {}): string[] {
  const name = quote(getTableName(table));
  const cols = columnNames(table);
  const insertOnly = new Set(options.insertOnly ?? []);
  return rows.map((row) => {
    const keys = Object.keys(row);
    for (const k of keys) if (!(k in cols)) throw new Error(`${getTableName(table)} has no column for "${k}"`);
    const compared = comparedKeys(row, options).map((k) => quote(cols[k]!));
    const updated = keys.filter((k) => k !== "id" && !insertOnly.has(k)).map((k) => quote(cols[k]!));
    return (
      `INSERT INTO ${name} (${keys.map((k) => quote(cols[k]!)).join(", ")}) VALUES (${keys.map((k) => sqlLiteral(row[k])).join(", ")})` +
      ` ON CONFLICT("id") DO UPDATE SET ${updated.map((c) => `${c} = excluded.${c}`).join(", ")}` +
      ` WHERE ${compared.map((c) => `${name}.${c} IS NOT excluded.${c}`).join(" OR ")};`
    );
  });
}

/** Unpublishes rows whose ids are no longer in the content files. */
export function unpublishMissing(table: Table, ids: string[]): string {
  const name = quote(getTableName(table));
  const keep = ids.length ? ` AND "id" NOT IN (${ids.map(sqlLiteral).join(", ")})` : "";
  return `UPDATE ${name} SET "status" = 'draft' WHERE "status" = 'published'${keep};`;
}

export type Diff = { added: number; changed: number; unchanged: number; unpublished: number };

/** What seeding `rows` onto the `existing` database rows (SQL column names) will do. */
export function diffRows(table: Table, rows: Row[], existing: Record<string, unknown>[], options: UpsertOptions = {}): Diff {
  const cols = columnNames(table);
  const byId = new Map(existing.map((r) => [String(r.id), r]));
  const ids = new Set(rows.map((r) => String(r.id)));
  const diff: Diff = { added: 0, changed: 0, unchanged: 0, unpublished: 0 };
  for (const row of rows) {
    const current = byId.get(String(row.id));
    if (!current) diff.added += 1;
    else if (comparedKeys(row, options).some((k) => (current[cols[k]!] ?? null) !== (row[k] ?? null))) diff.changed += 1;
    else diff.unchanged += 1;
  }
  diff.unpublished = existing.filter((r) => r.status === "published" && !ids.has(String(r.id))).length;
  return diff;
}
