/** One jest run for the whole repo: server units + integration (real PostgreSQL and Redis), console units. */
const swc = (extra = {}) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      ...extra,
    },
    module: { type: 'commonjs' },
  },
];

const workspaceSources = {
  '^@dha/contracts$': '<rootDir>/packages/contracts/src',
  '^@dha/server-core$': '<rootDir>/packages/server-core/src',
  '^@dha/testing$': '<rootDir>/packages/testing/src',
  '^@dha/(auth|system|course|signup|notify|infra|pay)$': '<rootDir>/modules/$1/src',
  '^@dha/(auth|system|course|signup|notify|infra|pay)/testing$': '<rootDir>/modules/$1/src/testing',
};

module.exports = {
  // global options: jest ignores them inside a project
  testTimeout: 60_000,
  // Two worker processes even on two cores (the server tests mostly wait on PostgreSQL), each
  // replaced once it holds more than 1 GB after a file: in one process, a hundred files that each
  // boot the whole server grew it past 4 GB and slowed the run to a crawl.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/modules', '<rootDir>/apps/server'],
      testMatch: ['**/src/**/*.spec.ts'],
      transform: {
        '^.+\\.tsx?$': swc(),
        '^.+/node_modules/(content-disposition|openid-client|oauth4webapi|jose)/.+\\.js$': swc(),
      },
      // @fastify/static requires content-disposition, and social sign-in openid-client (with oauth4webapi
      // and jose): they ship ESM only, compile them for jest
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|openid-client|oauth4webapi|jose)/)'],
      moduleNameMapper: workspaceSources,
      setupFiles: ['<rootDir>/packages/testing/src/jest-setup.ts', '<rootDir>/apps/server/src/testing/register-test-app.ts'],
      globalSetup: '<rootDir>/apps/server/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/packages/testing/src/global-teardown.ts',
    },
    {
      displayName: 'console',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/apps/console'],
      testMatch: ['**/src/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swc(), '^.+/node_modules/@noble/.+\\.js$': swc() },
      // @noble/ciphers (the captcha's AES) ships ESM only: compile it for jest
      transformIgnorePatterns: ['/node_modules/(?!@noble/)'],
      moduleNameMapper: {
        ...workspaceSources,
        '\\.(css|less)$': '<rootDir>/apps/console/src/test/style-stub.js',
        // npm hoists react 18 (Blueprint's peer range) to the root: every import of react gets the console's 19
        '^react$': '<rootDir>/apps/console/node_modules/react',
        '^react/(.*)$': '<rootDir>/apps/console/node_modules/react/$1',
        '^react-dom$': '<rootDir>/apps/console/node_modules/react-dom',
        '^react-dom/(.*)$': '<rootDir>/apps/console/node_modules/react-dom/$1',
      },
      setupFiles: ['<rootDir>/apps/console/src/test/setup.ts'],
    },
  ],
};
