module.exports = {
  displayName: 'server',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // API tests start real servers, worker pools and CLI processes; a loaded 2-core CI box needs headroom
  testTimeout: 30_000,
  transform: {
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'html'],
  coverageDirectory: '../../coverage/apps/server',
};
