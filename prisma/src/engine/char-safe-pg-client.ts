import { ColumnTypeEnum, type SqlResultSet } from '@prisma/driver-adapter-utils';
import pg from 'pg';

// PostgreSQL's internal one-byte `"char"` type (OID 18, e.g. pg_constraint.contype) appears in the
// catalog queries the schema engine runs to describe a database (drift checks, diagnostics,
// shadow-database diffs). @prisma/adapter-pg has no mapping for it ("Column type 'char' could not
// be deserialized"), and reading it as plain text is not enough either: the engine's describer
// insists on a Character column and panics otherwise (seen on PostgreSQL 18, whose NOT NULL
// constraints now show up in pg_constraint). So the client relabels such fields as text and tags
// their name, and restoreCharColumns() turns tagged columns back into Character columns after the
// adapter has built its result.
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
const CHAR_COLUMN_MARKER = '\u0000pg_char';

type FieldList = { name: string; dataTypeID: number }[];

const relabelCharFields = (result: unknown): void => {
  if (Array.isArray(result)) {
    result.forEach(relabelCharFields);
    return;
  }
  const fields = (result as { fields?: FieldList } | null)?.fields;
  if (!Array.isArray(fields)) return;
  for (const field of fields) {
    if (field.dataTypeID !== PG_CHAR_OID) continue;
    field.dataTypeID = PG_TEXT_OID;
    field.name = `${field.name}${CHAR_COLUMN_MARKER}`;
  }
};

export const restoreCharColumns = (result: SqlResultSet): SqlResultSet => {
  result.columnNames.forEach((name, i) => {
    if (!name.endsWith(CHAR_COLUMN_MARKER)) return;
    result.columnNames[i] = name.slice(0, -CHAR_COLUMN_MARKER.length);
    result.columnTypes[i] = ColumnTypeEnum.Character;
  });
  return result;
};

export class CharSafePgClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors pg's many overloads
  override query(...args: any[]): any {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (err: Error | null, result: unknown) => void;
      args[args.length - 1] = (err: Error | null, result: unknown) => {
        if (!err) relabelCharFields(result);
        callback(err, result);
      };
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (super.query as any)(...args);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const returned = (super.query as any)(...args);
    if (returned && typeof returned.then === 'function') {
      return returned.then((result: unknown) => {
        relabelCharFields(result);
        return result;
      });
    }
    return returned;
  }
}
