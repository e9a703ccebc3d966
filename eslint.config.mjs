import nx from '@nx/eslint-plugin';

/** Node built-ins a platform-neutral lib may not import. */
const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'worker_threads',
  'child_process',
  'crypto',
  'http',
  'https',
  'url',
  'util',
  'stream',
  'events',
  'perf_hooks',
];

/** Node built-ins, the pool, the server stack and UI frameworks are banned from the pure rules libs. */
const notInRules = [
  ...nodeBuiltins,
  'rxjs',
  'rxjs/*',
  '@angular/*',
  'piscina',
  'fastify',
  '@fastify/*',
  'commander',
  'cli-progress',
];

/**
 * Node built-ins are not in the project graph, so the boundary rule cannot see them: the rules libs
 * ban them here. Shared with each rules lib's own eslint.config.mjs (Nx lints from the project folder).
 */
export const noNodeBuiltins = {
  ignores: ['**/*.spec.ts', '**/*.bench.ts', '**/*.testing.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: nodeBuiltins,
            message: 'Rules libs are platform-neutral: no Node built-ins.',
          },
        ],
      },
    ],
  },
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/node_modules', 'reports/**', 'tmp/**', '**/*.generated.ts'],
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
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:rules', 'type:node-lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
            // Axis 3: scope. A game's rules lib sees only its own scope and the shared libs (formats, random,
            // and the game-agnostic pool, which the platform and type axes still keep out of rules libs);
            // shared libs see only each other; tasks and verify serve every game; apps use any lib.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:pigment', onlyDependOnLibsWithTags: ['scope:pigment', 'scope:shared'] },
            { sourceTag: 'scope:watersort', onlyDependOnLibsWithTags: ['scope:watersort', 'scope:shared'] },
            { sourceTag: 'scope:worldgen', onlyDependOnLibsWithTags: ['scope:worldgen', 'scope:shared'] },
            {
              sourceTag: 'scope:all-games',
              onlyDependOnLibsWithTags: [
                'scope:all-games',
                'scope:pigment',
                'scope:watersort',
                'scope:worldgen',
                'scope:shared',
              ],
            },
          ],
        },
      ],
    },
  },
  { files: ['libs/{contracts,formats,random,pigment,watersort,worldgen}/src/**/*.ts'], ...noNodeBuiltins },
];
