import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { houseRules, NO_WALL_CLOCK } from './scripts/eslint-house-rules.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data-*/**',
      'apps/server/src/db/migrations/**',
      'e2e/.artifacts/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
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
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The architecture's house rules, checked rather than remembered
  // (scripts/eslint-house-rules.test.mjs proves each one fires).
  {
    plugins: { house: houseRules },
    rules: {
      // Features never import each other: they share through components/ui, lib, packages/shared.
      'house/no-cross-feature-import': 'error',
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    // Tests may set up rows through any module's repository.
    ignores: ['**/*.test.ts'],
    rules: {
      // A module reads and writes another module's tables only through that module's service.
      'house/no-foreign-repository': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      // The clocks themselves: the one place that reads the system time.
      'apps/server/src/lib/clock.ts',
      'apps/web/src/lib/clock.ts',
      // Tests freeze time through the clock or fake timers; what they read themselves is
      // bookkeeping (deadlines, unique names), and the e2e tests drive a real browser
      // against a real server, whose time is the machine's.
      '**/*.test.{ts,tsx,mjs}',
      'apps/server/test/**',
      'apps/web/vitest.setup.ts',
      'e2e/**',
      // Benchmarks and the npm scripts measure elapsed wall time; that is their job.
      'apps/server/bench/**',
      'scripts/**',
    ],
    rules: {
      // Time comes from the injected clock so tests can freeze it.
      'no-restricted-syntax': ['error', ...NO_WALL_CLOCK],
    },
  },
);
