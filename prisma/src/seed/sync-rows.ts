// Seeding runs on every start, so it must be cheap when nothing changed: read each table once,
// insert what is missing in one statement, update only rows whose seeded fields differ. (Row-by-row
// upserts cost a query-plan compile per distinct row shape: seconds on a cold start.)

type Row = Record<string, unknown>;

// Comparable form of a value as Prisma returns it: jsonb reorders object keys, dates come back as Date.
const canonical = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Row)
        .sort()
        .map((k) => [k, canonical((value as Row)[k])]),
    );
  }
  return value;
};

const sameSeededFields = (desired: Row, existing: Row) =>
  Object.keys(desired).every(
    (k) => JSON.stringify(canonical(desired[k])) === JSON.stringify(canonical(existing[k])),
  );

export type SyncSpec<T extends Row> = {
  desired: T[];
  existing: Row[];
  keyOf: (row: Row) => string;
  /** Should skip duplicates: another process may be seeding at the same moment. */
  createMany: (rows: T[]) => Promise<unknown>;
  update: (row: T) => Promise<unknown>;
};

export const syncRows = async <T extends Row>({
  desired,
  existing,
  keyOf,
  createMany,
  update,
}: SyncSpec<T>) => {
  const byKey = new Map(existing.map((row) => [keyOf(row), row]));
  const missing = desired.filter((row) => !byKey.has(keyOf(row)));
  const changed = desired.filter((row) => {
    const current = byKey.get(keyOf(row));
    return current !== undefined && !sameSeededFields(row, current);
  });
  if (missing.length > 0) await createMany(missing);
  for (const row of changed) await update(row);
  return { created: missing.length, updated: changed.length };
};
