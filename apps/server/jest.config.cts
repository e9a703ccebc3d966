module.exports = {
  displayName: 'server',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // API tests start real servers, worker pools and CLI processes; a loaded 2-core CI box needs headroom
  testTimeout: 30_000,
  transform: {
    // @fastify/cookie loads its `cookie` dependency (ESM only) with import(), which Jest's CommonJS runtime
    // cannot run: both are turned into CommonJS for the tests (Node runs the import itself in the server)
    '/node_modules/(@fastify/cookie|cookie)/.+\\.js$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        plugins: ['@babel/plugin-transform-dynamic-import', '@babel/plugin-transform-modules-commonjs'],
      },
    ],
    '^.+\\.[tj]s$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/cookie|cookie)/)'],
  moduleFileExtensions: ['ts', 'js', 'html'],
  coverageDirectory: '../../coverage/apps/server',
};
