import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

/**
 * Every type @levelbench/contracts exports, read from its sources: the server's answers and events are
 * declared once there, so a workbench API service or store that declares one again is an error.
 */
const contractsDir = fileURLToPath(new URL('../../libs/contracts/src/', import.meta.url));
const CONTRACT_TYPES = readdirSync(contractsDir)
  .filter((f) => f.endsWith('.ts') && !/\.(spec|testing)\.ts$/.test(f) && f !== 'testing.ts')
  .flatMap((f) => [...readFileSync(contractsDir + f, 'utf8').matchAll(/^export (?:interface|type|class|enum) (\w+)/gm)])
  .map((m) => m[1]);
const API_TYPES = `/^(${CONTRACT_TYPES.join('|')})$/`;

export default [
  ...nx.configs['flat/angular'],
  ...nx.configs['flat/angular-template'],
  ...baseConfig,
  {
    files: ['**/*.ts'],
    rules: {
      '@angular-eslint/directive-selector': [
        'error',
        {
          type: 'attribute',
          prefix: 'app',
          style: 'camelCase',
        },
      ],
      '@angular-eslint/component-selector': [
        'error',
        {
          type: 'element',
          prefix: 'app',
          style: 'kebab-case',
        },
      ],
    },
  },
  {
    files: ['**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `TSInterfaceDeclaration[id.name=${API_TYPES}], TSTypeAliasDeclaration[id.name=${API_TYPES}]`,
          message: 'API types are declared once, in @levelbench/contracts: import them from there.',
        },
      ],
    },
  },
  {
    files: ['**/*.html'],
    // Override or add rules here
    rules: {},
  },
];
