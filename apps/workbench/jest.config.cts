module.exports = {
  displayName: 'workbench',
  preset: '../../jest.preset.js',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  coverageDirectory: '../../coverage/apps/workbench',
  transform: {
    '^.+\\.(ts|mjs|js|html)$': [
      'jest-preset-angular',
      {
        tsconfig: '<rootDir>/tsconfig.spec.json',
        stringifyContentPathRegex: '\\.(html|svg)$',
      },
    ],
  },
  // three ships ES modules only (its .cjs requires them): the 3D cube scene's spec needs them transformed
  transformIgnorePatterns: ['node_modules/(?!(.*\\.mjs$|three/))'],
  moduleNameMapper: { '^three$': '<rootDir>/../../node_modules/three/build/three.module.js' },
  snapshotSerializers: [
    'jest-preset-angular/build/serializers/no-ng-attributes',
    'jest-preset-angular/build/serializers/ng-snapshot',
    'jest-preset-angular/build/serializers/html-comment',
  ],
};
