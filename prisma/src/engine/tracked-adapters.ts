import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils';

import { restoreCharColumns } from './char-safe-pg-client';

const withCharColumns = <T extends SqlDriverAdapter | Transaction>(queryable: T): T => {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query: SqlQuery) => restoreCharColumns(await queryRaw(query));
  return queryable;
};

/**
 * Wraps an adapter factory for the schema engine: restores `"char"` columns on every result (see
 * char-safe-pg-client.ts) and remembers each adapter it opens so closeAll() can end their pools.
 * The engine does not dispose them itself, and a live pool keeps the process from exiting.
 */
export const trackAdapters = (factory: SqlMigrationAwareDriverAdapterFactory) => {
  const opened: SqlDriverAdapter[] = [];
  const track = async (connect: () => Promise<SqlDriverAdapter>) => {
    const adapter = withCharColumns(await connect());
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (...args) => withCharColumns(await startTransaction(...args));
    let disposed: Promise<void> | undefined;
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = () => (disposed ??= dispose());
    opened.push(adapter);
    return adapter;
  };
  const wrapped: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => track(() => factory.connect()),
    connectToShadowDb: () => track(() => factory.connectToShadowDb()),
  };
  const closeAll = async () => {
    await Promise.allSettled(opened.map((adapter) => adapter.dispose()));
  };
  return { wrapped, closeAll };
};
