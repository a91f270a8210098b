import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import eps from './eslint-rules/import-boundaries.mjs';

/** The TypeScript files that belong to a workspace's tsconfig.json: the ones linted with type information. */
const TYPED_FILES = ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.ts', 'apps/web/vite.config.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Import boundaries (eslint-rules/import-boundaries.mjs): features through their index, apps only
    // through libs. Tests under test/ may import any app.
    files: ['apps/**/*.{ts,tsx,js,mjs,cjs}', 'libs/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { eps },
    rules: { 'eps/app-imports': 'error' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { eps },
    rules: { 'eps/feature-imports': 'error' },
  },
  {
    // Rules that need the type checker. The project service gives each file the program of its nearest
    // tsconfig.json, the same one `tsc -p <workspace>` checks.
    files: TYPED_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Node scripts (scripts/, bench/, tooling configs): the Node globals they use.
    files: ['**/*.mjs', '**/*.cjs', '*.config.js', 'test/support/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        performance: 'readonly',
        Buffer: 'readonly',
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
      },
    },
  },
);
