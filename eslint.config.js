import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependencies point one way: web -> contracts; core -> contracts, db; api -> core; worker -> core
// (api and worker also use the contracts). The launcher (`npm start`) composes everything and
// nothing imports it. Each workspace folder lists the workspaces it may import.
const WORKSPACES = {
  contracts: { folder: 'contracts', allowed: [] },
  db: { folder: 'prisma', allowed: [] },
  core: { folder: 'core', allowed: ['contracts', 'db'] },
  api: { folder: 'api', allowed: ['contracts', 'core'] },
  worker: { folder: 'worker', allowed: ['contracts', 'core'] },
  web: { folder: 'web', allowed: ['contracts'] },
  launcher: { folder: 'launcher', allowed: null },
};
const DIRECTION = 'web -> contracts; core -> contracts, db; api -> core; worker -> core';

const directionRules = Object.entries(WORKSPACES)
  .filter(([, { allowed }]) => allowed !== null)
  .map(([name, { folder, allowed }]) => {
    const forbidden = Object.keys(WORKSPACES).filter(
      (other) => other !== name && !allowed.includes(other),
    );
    return {
      files: [`${folder}/src/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...forbidden.map((other) => ({
                group: [
                  `@compliance/${other}`,
                  `@compliance/${other}/**`,
                  `**/${WORKSPACES[other].folder}/src/**`,
                ],
                message: `${name} may import only ${allowed.map((a) => `@compliance/${a}`).join(', ') || 'no workspace'} (${DIRECTION}).`,
              })),
              ...(name === 'web' || name === 'contracts'
                ? [
                    {
                      group: [
                        '@compliance/contracts/queues',
                        '@compliance/contracts/errors',
                        '@compliance/contracts/events',
                      ],
                      message: 'Server-only contracts entry.',
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
  });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'prisma/generated/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...directionRules,
  {
    // builtins, then packages, then relative imports, each group sorted: the order every file keeps.
    files: ['{contracts,prisma,core,api,worker,launcher}/src/**/*.ts', 'tests/**/*.ts'],
    ignores: ['tests/web/**'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
  },
  // ---- Web dependency direction (eslint-plugin-boundaries) ----------------------------------
  // A feature imports only components/, lib/, config/ and @compliance/contracts (plus packages and
  // its own files): what two features share lives in components/ or lib/, and a screen that shows
  // several features composes them in app/routes. components/ and lib/ never import a feature.
  // Proven by tests/unit/lint/web-boundaries.test.ts.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web-components', pattern: 'web/src/components' },
        { type: 'web-lib', pattern: 'web/src/lib' },
        { type: 'web-config', pattern: 'web/src/config' },
        { type: 'contracts', pattern: 'contracts/src' },
      ],
      // Re-exports and lazy imports cross boundaries too.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // A relative import of a file outside these folders is refused too.
          checkUnknownLocals: true,
          policies: [
            {
              from: { element: { type: 'web-app' } },
              allow: {
                to: {
                  element: {
                    type: [
                      'web-app',
                      'web-feature',
                      'web-components',
                      'web-lib',
                      'web-config',
                      'contracts',
                    ],
                  },
                },
              },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: { element: { type: ['web-components', 'web-lib', 'web-config', 'contracts'] } },
              },
            },
            {
              from: { element: { type: ['web-components', 'web-lib'] } },
              allow: {
                to: { element: { type: ['web-components', 'web-lib', 'web-config', 'contracts'] } },
              },
            },
            {
              from: { element: { type: 'web-config' } },
              allow: { to: { element: { type: ['web-config', 'contracts'] } } },
            },
            // The same refusals as the default, with a message that says where the code belongs.
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: ['web-feature', 'web-app'] } } },
              message:
                'A feature imports only components/, lib/, config/ and @compliance/contracts: move what two features share to components/ or lib/, or compose the features in app/routes.',
            },
            {
              from: { element: { type: ['web-components', 'web-lib', 'web-config'] } },
              disallow: { to: { element: { type: ['web-feature', 'web-app'] } } },
              message: 'components/, lib/ and config/ never import a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  // ---- end of web dependency direction --------------------------------------------------------
  {
    // A refresh after a change goes through refreshQueries, which also reloads a list still on its
    // first load (invalidateQueries hands such a query the load that read the data before it).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/refresh-queries.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='invalidateQueries']",
          message:
            'Use refreshQueries (web/src/lib/refresh-queries.ts): invalidateQueries leaves a query on its first load with the answer it was already loading.',
        },
      ],
    },
  },
  prettier,
);
