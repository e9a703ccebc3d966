import nx from '@nx/eslint-plugin';

/** Node built-ins, the pool, the server stack and UI frameworks are banned from the pure rules libs. */
const notInRules = [
  'node:*', 'fs', 'fs/*', 'path', 'os', 'worker_threads', 'child_process', 'crypto', 'http', 'url',
  'rxjs', 'rxjs/*', '@angular/*', 'piscina', 'fastify', '@fastify/*', 'commander', 'cli-progress',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/node_modules', 'reports/**', 'tmp/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
          depConstraints: [
            // Axis 1: platform. Rules libs run unchanged in the browser, a worker and Jest.
            {
              sourceTag: 'platform:neutral',
              onlyDependOnLibsWithTags: ['platform:neutral'],
              bannedExternalImports: notInRules,
            },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:neutral', 'platform:node'] },
            { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['platform:neutral', 'platform:browser'] },
            // Axis 2: type. Rules depend on rules only; node libs on rules and node libs; apps on libs.
            { sourceTag: 'type:rules', onlyDependOnLibsWithTags: ['type:rules'] },
            { sourceTag: 'type:node-lib', onlyDependOnLibsWithTags: ['type:rules', 'type:node-lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:rules', 'type:node-lib', 'type:ui'] },
          ],
        },
      ],
    },
  },
];
