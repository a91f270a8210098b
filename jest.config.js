/** One jest run, three projects: unit tests of the server side, web component tests, and integration tests. */
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  },
];
const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const contracts = { '^@eps/contracts$': '<rootDir>/libs/contracts/src/index.ts' };

module.exports = {
  // A global option (jest ignores it per project). Page renders in jsdom and real argon2, Postgres and
  // LaTeX share two cores with the other test files running in parallel; 5 s is too tight for that.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/apps/api/src',
        '<rootDir>/apps/compile-worker/src',
        '<rootDir>/libs',
        // The tooling: npm test's report parsing and the repository's ESLint rules.
        '<rootDir>/scripts',
        '<rootDir>/eslint-rules',
      ],
      testMatch: ['**/*.spec.ts'],
      // pdf.js ships ES modules only; the PDF writer's tests read their output with it. The scripts and
      // ESLint rules are ES modules too.
      transform: {
        '^.+\\.ts$': swcNode,
        '/node_modules/pdfjs-dist/.+\\.mjs$': swcNode,
        '/(scripts|eslint-rules)/.+\\.mjs$': swcNode,
      },
      transformIgnorePatterns: ['/node_modules/(?!pdfjs-dist/)'],
      moduleNameMapper: { ...contracts, '^@eps/pdf-annotate$': '<rootDir>/libs/pdf-annotate/src/index.ts' },
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/apps/web/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      transform: { '^.+\\.tsx?$': swcWeb },
      moduleNameMapper: {
        ...contracts,
        '^@eps/pdf-annotate$': '<rootDir>/libs/pdf-annotate/src/index.ts',
        '^@eps/pdf-annotate/model$': '<rootDir>/libs/pdf-annotate/src/model.ts',
        // Before the `@/` alias, so a stylesheet imported through it is stubbed too.
        '\\.(css)$': '<rootDir>/test/support/style-stub.js',
        '^@/(.*)$': '<rootDir>/apps/web/src/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/test/support/web-setup.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/integration'],
      testMatch: ['**/*.int-spec.ts'],
      transform: { '^.+\\.ts$': swcNode },
      moduleNameMapper: contracts,
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
  ],
};
