import {
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
} from '@prisma/driver-adapter-utils';

// SchemaEngine.new() connects and probes the server even when the caller only wants a diff between
// two Prisma schemas. This adapter answers that probe as a PostgreSQL 16 server with an existing
// `public` schema and refuses every other statement, so a diff provably never needs a database.
const PROBE = /^SELECT EXISTS\(SELECT 1 FROM pg_namespace/i;

const refuse = (sql: string): never => {
  throw new Error(`offline schema engine: no database available for \`${sql.slice(0, 80)}\``);
};

const offlineAdapter = (): SqlDriverAdapter => ({
  provider: 'postgres',
  adapterName: '@prisma/adapter-pg',
  queryRaw: async (query: SqlQuery) => {
    if (!PROBE.test(query.sql)) return refuse(query.sql);
    return {
      columnNames: ['exists', 'version', 'numeric_version'],
      columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
      rows: [[true, 'PostgreSQL 16.0 (offline)', 160000]],
    };
  },
  executeRaw: async (query: SqlQuery) => refuse(query.sql),
  executeScript: async (script: string) => refuse(script),
  startTransaction: async () => refuse('BEGIN'),
  getConnectionInfo: () => ({ supportsRelationJoins: true }),
  dispose: async () => undefined,
});

export const createOfflineAdapterFactory = (): SqlMigrationAwareDriverAdapterFactory => ({
  provider: 'postgres',
  adapterName: '@prisma/adapter-pg',
  connect: async () => offlineAdapter(),
  connectToShadowDb: async () => offlineAdapter(),
});
