import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { fromRoot } from './support/paths';

const scripts = ['.ci/run', 'k8s/deploy.sh'];

describe('shell scripts', () => {
  it.each(scripts)('%s is executable, strict and syntactically valid bash', (script) => {
    const file = fromRoot(script);
    expect(statSync(file).mode & 0o111).not.toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(text).toContain('set -euo pipefail');
    expect(() => execFileSync('bash', ['-n', file])).not.toThrow();
  });

  it('.ci/run installs what a fresh machine lacks, then runs lint, typecheck, build, the tests and the fault tests in order', () => {
    const text = readFileSync(fromRoot('.ci/run'), 'utf8');
    expect(text).toMatch(/apt-get install -y .*redis-server chromium/);
    const steps = [...text.matchAll(/^step '([^']+)' (.+)$/gm)].map(([, name, command]) => [
      name,
      command,
    ]);
    expect(steps).toEqual([
      ['system packages', 'install_system_packages'],
      ['versions', 'show_versions'],
      ['npm ci', 'npm ci --no-audit --no-fund'],
      ['dependency audit', 'npm run audit:deps'],
      ['lint', 'npm run lint'],
      ['typecheck', 'npm run typecheck'],
      ['build', 'npm run build'],
      ['test', 'npm test'],
      ['fault tests', 'npm run test:faults'],
    ]);
    expect(text).not.toMatch(/\bdocker\b/);
  });
});
