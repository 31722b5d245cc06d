// `npm run build:server`: compiles each server deployable to one ES module that plain `node` runs.
// Our own workspaces (contracts, db with its generated Prisma client, core, api, worker, launcher)
// are compiled into the bundle; third-party packages stay external and load from node_modules, so
// a runtime image needs only the production dependencies of the deployable it runs. Source maps
// keep stack traces pointing at the TypeScript sources (`node --enable-source-maps`).
import { existsSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';

import { build } from 'esbuild';

const ENTRIES = [
  { entry: 'api/src/server.ts', outdir: 'api/dist' },
  { entry: 'worker/src/index.ts', outdir: 'worker/dist' },
  { entry: 'core/src/cli/prepare-database.ts', outdir: 'core/dist' },
  { entry: 'launcher/src/start.ts', outdir: 'launcher/dist' },
];

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The folder Node's lookup (node_modules of each parent folder) finds a package in, or null. */
const packageDirFrom = (dir, name) => {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(current) === current) return null;
  }
};

/**
 * Bare specifiers outside our scope (and node: builtins) are left for Node to resolve at run time,
 * from the bundle's folder. That must be the copy the importing workspace was built against: when
 * npm nested a different version under one workspace (a version conflict), the bundle would load
 * the wrong one, so the build fails and names the package.
 */
const thirdPartyExternal = (outdir) => ({
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@compliance/')) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      const expected = packageDirFrom(args.resolveDir, name);
      const atRunTime = packageDirFrom(path.resolve(outdir), name);
      if (expected && expected !== atRunTime) {
        return {
          errors: [
            {
              text: `${name}: ${args.importer} uses ${expected}, but ${outdir} would load ${atRunTime ?? 'nothing'} (align the versions so npm hoists one copy)`,
            },
          ],
        };
      }
      return { path: args.path, external: true };
    });
  },
});

const started = performance.now();
await Promise.all(
  ENTRIES.map(async ({ entry, outdir }) => {
    await rm(outdir, { recursive: true, force: true });
    const result = await build({
      entryPoints: [entry],
      outdir,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      sourcesContent: false,
      legalComments: 'none',
      logLevel: 'warning',
      metafile: true,
      plugins: [thirdPartyExternal(outdir)],
    });
    const bytes = Object.entries(result.metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .reduce((sum, [, output]) => sum + output.bytes, 0);
    console.log(
      `${entry} -> ${path.join(outdir, path.basename(entry, '.ts'))}.js (${(bytes / 1024).toFixed(0)} KiB)`,
    );
  }),
);
console.log(`server build done in ${Math.round(performance.now() - started)} ms`);
