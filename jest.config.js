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
/**
 * Name prefixes of the ES-module-only packages the web app's Markdown rendering loads (a prefix that also
 * catches a CommonJS package only has it compiled too, which is harmless).
 */
const UNIFIED_ESM_PACKAGES = [
  'react-markdown',
  'remark-',
  'rehype-',
  'unified',
  'bail',
  'trough',
  'vfile',
  'unist-',
  'mdast-',
  'micromark',
  'hast-',
  'hastscript',
  'devlop',
  'ccount',
  'character-',
  'comma-separated-tokens',
  'space-separated-tokens',
  'decode-named-character-reference',
  'estree-util-',
  'html-url-attributes',
  'is-plain-obj',
  'is-alpha',
  'is-decimal',
  'is-hexadecimal',
  'longest-streak',
  'lowlight',
  'parse-entities',
  'property-information',
  'stringify-entities',
  'trim-lines',
  'web-namespaces',
  'zwitch',
  'html-void-elements',
  '@ungap/structured-clone',
].map((prefix) => prefix.replace(/[-/]/g, (c) => `\\${c}`));
const contracts = { '^@eps/contracts$': '<rootDir>/libs/contracts/src/index.ts' };

module.exports = {
  // A global option (jest ignores it per project). Page renders in jsdom and real argon2, Postgres and
  // LaTeX share two cores with the other test files running in parallel; 5 s is too tight for that.
  testTimeout: 30_000,
  // Jest's default on two cores is one worker, which runs every file in band: the integration files then
  // leave a core idle while they wait on Postgres, Redis, compile workers and pdflatex. Two workers, each
  // with its own database (test/integration/global-setup.ts).
  maxWorkers: 2,
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
        // The deployment files (Kubernetes manifests, docker-compose.yml) against their schemas.
        '<rootDir>/deploy',
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
      // The chatbox's Markdown renderer (react-markdown, remark and rehype plugins and the unified
      // packages under them) ships ES modules only: those are compiled too.
      transform: { '^.+\\.tsx?$': swcWeb, '/node_modules/.+\\.js$': swcWeb },
      transformIgnorePatterns: [`/node_modules/(?!(${UNIFIED_ESM_PACKAGES.join('|')}))`],
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
      // The global setup shares npm test's database helpers (scripts/lib, ES modules).
      transform: { '^.+\\.ts$': swcNode, '/scripts/lib/.+\\.mjs$': swcNode },
      moduleNameMapper: contracts,
      setupFiles: ['<rootDir>/test/integration/support/worker-database.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
  ],
};
