import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints snippets as if they were files of the web app, with the repository's own eslint.config.js,
// so the web dependency-direction rule is proven to refuse the wrong direction and to let the
// permitted imports through. The imported files are real ones: the rule resolves each import.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'boundaries/dependencies';

let eslint: ESLint;

const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE && message.severity === 2)
    .map((message) => message.message);
};

describe('web dependency direction (eslint.config.js)', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/kyc/x.ts',
      "import { useSanctionsScreenings } from '../sanctions/api/get-sanctions-screenings';\n" +
        'export const hook = useSanctionsScreenings;\n',
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports only components/, lib/')]);
  });

  it('refuses it from a nested folder, in a re-export and in a lazy import too', async () => {
    const errors = await boundaryErrors(
      'web/src/features/workflows/components/x.tsx',
      "export { dashboardStatsQueryOptions } from '../../dashboard/api/get-dashboard-stats';\n" +
        "export const panel = () => import('../../alerts/components/alerts-panel');\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('refuses a feature importing the app', async () => {
    const errors = await boundaryErrors(
      'web/src/features/documents/x.ts',
      "import { routes } from '../../app/router';\nexport const all = routes;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses components/ and lib/ importing a feature', async () => {
    const code = (prefix: string) =>
      `import { useKycScreenings } from '${prefix}/features/kyc/api/get-kyc-screenings';\n` +
      'export const hook = useKycScreenings;\n';
    expect(await boundaryErrors('web/src/components/x.tsx', code('..'))).toEqual([
      expect.stringContaining('never import a feature'),
    ]);
    expect(await boundaryErrors('web/src/components/screening/x.tsx', code('../..'))).toHaveLength(
      1,
    );
    expect(await boundaryErrors('web/src/lib/x.ts', code('..'))).toHaveLength(1);
  });

  it('lets a feature import components/, lib/, config/, the contracts, packages and its own files', async () => {
    const errors = await boundaryErrors(
      'web/src/features/kyc/components/x.tsx',
      [
        "import { API_PATHS } from '@compliance/contracts';",
        "import { useQuery } from '@tanstack/react-query';",
        "import { SearchField } from '../../../components/search-field';",
        "import { ResultIcon } from '../../../components/screening/screening-badges';",
        "import { paths } from '../../../config/paths';",
        "import { errorMessage } from '../../../lib/api-client';",
        "import { useKycScreenings } from '../api/get-kyc-screenings';",
        "import { KycResults } from './kyc-results';",
        'export const all = [API_PATHS, useQuery, SearchField, ResultIcon, paths, errorMessage,',
        '  useKycScreenings, KycResults];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets a route compose several features', async () => {
    const errors = await boundaryErrors(
      'web/src/app/routes/x.tsx',
      "import { AlertsPanel } from '../../features/alerts/components/alerts-panel';\n" +
        "import { WorkflowsPanel } from '../../features/workflows/components/workflows-panel';\n" +
        'export const panels = [AlertsPanel, WorkflowsPanel];\n',
    );
    expect(errors).toEqual([]);
  });
});
