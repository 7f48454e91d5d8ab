import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { apiBoundaries } from './scripts/eslint/apiBoundaries.js';
import { portalBoundaries } from './scripts/eslint/portalBoundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      '**/compiled/**',
      '**/node_modules/**',
      // Config files that tsup and Vite bundle for a moment while a build runs beside lint.
      '**/*.bundled_*',
      '**/*.timestamp-*',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Where React runs: not the API server, the scripts or the end-to-end tests, where the
    // hooks rules (the React Compiler's analysis of every function) found nothing to check.
    files: ['packages/**/*.{ts,tsx}', 'apps/portal/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['scripts/**', '*.config.*', '.storybook/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    plugins: { portal: portalBoundaries },
    rules: { 'portal/folder-boundaries': ['error', { root: 'apps/portal/src' }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { api: apiBoundaries },
    rules: {
      'api/module-boundaries': ['error', { root: 'apps/api/src' }],
      'api/no-mutual-imports': 'error',
    },
  },
  {
    // A module with top-level await turns off the bundler's merging of shared chunks: every
    // page then loads nearly twice as many files (see apps/portal/src/app/main.tsx).
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'AwaitExpression:not(:function AwaitExpression)',
          message:
            'No top-level await in code the portal bundles: it splits every page into more files.',
        },
        {
          selector: 'ForOfStatement[await=true]:not(:function ForOfStatement)',
          message:
            'No top-level await in code the portal bundles: it splits every page into more files.',
        },
      ],
    },
  },
);
