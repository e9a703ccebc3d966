module.exports = {
  displayName: 'levelbench',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // the specs run whole CLI commands (worlds, verify, solvers): on a loaded 2-core runner one can pass jest's
  // default 5 s (worlds check did in a full CI run); speed is measured by the benches, not by these tests
  testTimeout: 60_000,
  transform: {
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'html'],
  coverageDirectory: '../../coverage/tools/levelbench',
};
