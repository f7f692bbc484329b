import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';

// Web features do not import each other (bulletproof-react); shared pieces live in components/ or lib/.
const webFeatures = fs
  .readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = webFeatures.map((f) => ({
  target: `./apps/web/src/features/${f}`,
  from: './apps/web/src/features',
  except: [`./${f}`],
  message: 'Features must not import other features; move the shared piece to components/ or lib/.',
}));

// Server features stand alone too: each imports only core, lib, db, config, types and the contract.
const serverFeatures = fs
  .readdirSync('apps/server/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const server = './apps/server/src';
const serverZones = [
  ...serverFeatures.map((f) => ({
    target: `${server}/features/${f}`,
    from: `${server}/features`,
    except: [`./${f}`],
    message: 'Server features must not import other features; move the shared piece to core/.',
  })),
  // The layers below features know no feature; seed data and jobs sit above them.
  ...['core', 'lib', 'db', 'plugins', 'config', 'types'].map((layer) => ({
    target: `${server}/${layer}`,
    from: [`${server}/features`, `${server}/seed`, `${server}/jobs`, `${server}/cli`],
    message: `${layer}/ must not import features, seed data, jobs or the CLI.`,
  })),
  {
    target: [`${server}/core`, `${server}/lib`],
    from: `${server}/plugins`,
    message: 'core/ and lib/ must not import plugins.',
  },
  { target: `${server}/lib`, from: `${server}/core`, message: 'lib/ holds rule libraries below core.' },
  {
    target: `${server}/features`,
    from: [`${server}/seed`, `${server}/jobs`, `${server}/cli`, `${server}/plugins`],
    message: 'Features must not import seed data, jobs, the CLI or plugins.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/.harness-tmp/**',
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      curly: ['error', 'multi-line'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
    settings: {
      'import-x/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/contract/tsconfig.json',
            'e2e/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        },
        node: true,
      },
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Shared code never imports features or the app (bulletproof-react).
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' },
          ],
        },
      ],
    },
  },
);
