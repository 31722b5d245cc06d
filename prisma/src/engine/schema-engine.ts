import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';

import { CharSafePgClient } from './char-safe-pg-client';
import { parseDatabaseUrl } from './connection';
import { createOfflineAdapterFactory } from './offline-adapter';
import { trackAdapters } from './tracked-adapters';

export type EngineLogger = { debug?: (msg: string) => void };
export type EngineSession = { engine: SchemaEngine; close: () => Promise<void> };

let wasmReady: Promise<void> | undefined;

// The engine arms a 10 s timer around its advisory lock and never clears it, which kept every
// `migrate` caller alive 10 s after finishing. Unref'd timers still fire while the engine works
// (its open pg sockets keep the process alive) but no longer hold an idle process open.
const withUnrefTimers = (imports: WebAssembly.ModuleImports): WebAssembly.ModuleImports => {
  const patched: WebAssembly.ModuleImports = { ...imports };
  for (const [name, value] of Object.entries(imports)) {
    if (!name.startsWith('__wbg_setTimeout_') || typeof value !== 'function') continue;
    patched[name] = (...args: unknown[]) => {
      const timer = (value as (...a: unknown[]) => unknown)(...args);
      (timer as { unref?: () => void } | null)?.unref?.();
      return timer;
    };
  }
  return patched;
};

// The package entry expects a bundler to wire the wasm module; in plain Node we instantiate it
// ourselves, once per process.
const loadWasm = (): Promise<void> => {
  wasmReady ??= (async () => {
    // Where the engine writes a Rust panic's message before aborting; without it the abort itself
    // fails with an unrelated TypeError and the real cause is lost. Printed at once because the
    // abort may take the process down before any caller could report it.
    const registry = globalThis as {
      PRISMA_WASM_PANIC_REGISTRY?: { set_message: (m: string) => void };
    };
    registry.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (message: string) => {
        process.stderr.write(`Prisma schema engine panic: ${message}\n`);
      },
    };
    // createRequire rather than import.meta.resolve, which vitest's module runner lacks.
    const entry = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm');
    const bytes = fs.readFileSync(path.join(path.dirname(entry), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': withUnrefTimers(bg as unknown as WebAssembly.ModuleImports),
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start?: () => void };
    (bg as unknown as { __wbg_set_wasm: (e: WebAssembly.Exports) => void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start?.();
  })();
  return wasmReady;
};

const openEngine = async (
  factory: SqlMigrationAwareDriverAdapterFactory,
  logger?: EngineLogger,
): Promise<EngineSession> => {
  await loadWasm();
  const { wrapped, closeAll } = trackAdapters(factory);
  const onLog = (line: string) => logger?.debug?.(String(line).trim());
  let engine: SchemaEngine;
  try {
    engine = await bg.SchemaEngine.new(
      { datamodels: undefined },
      onLog,
      bindMigrationAwareSqlAdapterFactory(wrapped),
    );
  } catch (error) {
    await closeAll();
    throw error;
  }
  return {
    engine,
    close: async () => {
      engine.free();
      await closeAll();
    },
  };
};

export const openDatabaseEngine = (databaseUrl: string, logger?: EngineLogger) => {
  const { schema, ...config } = parseDatabaseUrl(databaseUrl);
  const factory = new PrismaPg(
    { ...config, Client: CharSafePgClient },
    schema ? { schema } : undefined,
  );
  return openEngine(factory, logger);
};

// For schema-to-schema diffs, which need no database: see offline-adapter.ts.
export const openOfflineEngine = (logger?: EngineLogger) =>
  openEngine(createOfflineAdapterFactory(), logger);

export const NO_FILTERS = { externalTables: [], externalEnums: [] };
