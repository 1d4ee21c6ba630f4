// Turns validated content into idempotent SQL: upserts that only touch rows whose values changed,
// and an unpublish (never a delete) for items that left the content files.
import { getTableColumns, getTableName, type Table } from "drizzle-orm";

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

/**
 * One INSERT ... ON CONFLICT(id) DO UPDATE per row; the WHERE clause skips rows that are already
 * identical, so re-seeding unchanged content writes nothing.
 */
export function upsertStatements(table: Table, rows: Record<string, unknown>[], publishedColumn = "published"): string[] {
  const name = quote(getTableName(table));
  const columns = getTableColumns(table);
  return rows.map((row) => {
    const values: Record<string, unknown> = { ...row, [publishedColumn]: true };
    const keys = Object.keys(columns).filter((k) => k in values);
    const cols = keys.map((k) => quote(columns[k]!.name));
    const updatable = cols.filter((c) => c !== '"id"');
    return (
      `INSERT INTO ${name} (${cols.join(", ")}) VALUES (${keys.map((k) => sqlLiteral(values[k])).join(", ")})` +
      ` ON CONFLICT("id") DO UPDATE SET ${updatable.map((c) => `${c} = excluded.${c}`).join(", ")}` +
      ` WHERE ${updatable.map((c) => `${name}.${c} IS NOT excluded.${c}`).join(" OR ")};`
    );
  });
}

/** Unpublishes rows whose ids are no longer in the content files. */
export function unpublishMissing(table: Table, ids: string[], publishedColumn = "published"): string {
  const name = quote(getTableName(table));
  const col = quote(getTableColumns(table)[publishedColumn]!.name);
  const keep = ids.length ? ` AND "id" NOT IN (${ids.map(sqlLiteral).join(", ")})` : "";
  return `UPDATE ${name} SET ${col} = 0 WHERE ${col} = 1${keep};`;
}
