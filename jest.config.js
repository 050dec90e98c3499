// One Jest run over every workspace. Sources are compiled on the fly by SWC (decorator metadata on for Nest),
// and workspace packages resolve to their sources so tests never need a build first.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@covers/shared$': '<rootDir>/../shared/src/index.ts',
  '^@covers/shared/(.*)$': '<rootDir>/../shared/src/$1',
  '^@covers/services/(.*)$': '<rootDir>/../services/$1',
};
const common = { transform: { '^.+\\.(t|j)sx?$': swc }, moduleNameMapper };

module.exports = {
  // Integration tests start databases and gateways; a per-project value is ignored by Jest 30.
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'shared', rootDir: 'shared', testMatch: ['<rootDir>/src/**/*.spec.ts'], testEnvironment: 'node' },
    {
      ...common,
      displayName: 'services',
      rootDir: 'services',
      testMatch: ['<rootDir>/**/*.spec.ts'],
      testPathIgnorePatterns: ['/dist/', '/node_modules/'],
      testEnvironment: 'node',
    },
    { ...common, displayName: 'gateway', rootDir: 'gateway', testMatch: ['<rootDir>/src/**/*.spec.ts'], testEnvironment: 'node' },
    {
      ...common,
      displayName: 'client',
      rootDir: 'client',
      testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
      testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
      setupFiles: ['<rootDir>/src/testing/jsdom-setup.cjs'],
      moduleNameMapper: {
        ...moduleNameMapper,
        '\\.(css|png|jpg|svg)$': '<rootDir>/src/testing/file-stub.cjs',
      },
    },
  ],
};
