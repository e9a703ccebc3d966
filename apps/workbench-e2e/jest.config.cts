/** End-to-end tests: headless Chromium against the built UI served by the real server on an ephemeral port. */
module.exports = {
  displayName: 'workbench-e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  transform: {
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  moduleFileExtensions: ['ts', 'js'],
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};
