// The lint step enforces the direction of dependencies between workspaces: these fixtures are
// linted with the repository's own ESLint configuration, as `npm run lint` would lint them.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const restrictedImports = async (filePath: string, source: string) => {
  const [result] = await eslint.lintText(`${source}\nexport const x = value;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
};

describe('dependency direction (eslint)', () => {
  it.each([
    ['core/src/fixture.ts', "import value from '@compliance/api';"],
    ['core/src/fixture.ts', "import value from '@compliance/worker/runtime';"],
    ['core/src/fixture.ts', "import value from '../../api/src/app';"],
    ['api/src/fixture.ts', "import value from '@compliance/worker';"],
    ['api/src/fixture.ts', "import value from '@compliance/db';"],
    ['api/src/fixture.ts', "import value from '@compliance/launcher/embedded-postgres';"],
    ['worker/src/fixture.ts', "import value from '@compliance/api/env';"],
    ['worker/src/processors/fixture.ts', "import value from '../../../api/src/app';"],
    ['contracts/src/fixture.ts', "import value from '@compliance/core/infra';"],
    ['prisma/src/fixture.ts', "import value from '@compliance/core/db';"],
    ['web/src/lib/fixture.ts', "import value from '@compliance/core/infra';"],
    ['web/src/lib/fixture.ts', "import value from '@compliance/contracts/events';"],
  ])('refuses %s: %s', async (filePath, source) => {
    const messages = await restrictedImports(filePath, source);
    expect(messages.join('\n')).toMatch(/may import only|Server-only contracts entry/);
  });

  it.each([
    ['core/src/fixture.ts', "import value from '@compliance/db';"],
    ['core/src/fixture.ts', "import value from '@compliance/contracts/events';"],
    ['api/src/fixture.ts', "import value from '@compliance/core/infra';"],
    ['worker/src/fixture.ts', "import value from '@compliance/core/db';"],
    ['web/src/lib/fixture.ts', "import value from '@compliance/contracts';"],
    ['launcher/src/fixture.ts', "import value from '@compliance/api';"],
  ])('allows %s: %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, source)).toEqual([]);
  });
});
