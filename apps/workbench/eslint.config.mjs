import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

/** The server's answers and events: their types come from @levelbench/contracts, never redeclared here. */
const API_TYPES =
  '/^(JobView|JobEvent|JobStarted|JobState|JobRunEvent|ReportRow|ReportDiff|ReportDiffResponse|DiffItem|ItemChange|MetricChange|SuggestEvent|SuggestJobEvent|SuggestedBoard|SuggestRequest|Summary|SummaryItem|ItemRecord|ItemResult|CheckSummary|VerifyEvent|VerifyJobEvent|VerifyProgressEvent|VerifyDoneEvent|CheckProgress|FailureLocation)$/';

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
      'no-restricted-syntax': [
        'error',
        {
          selector: `TSInterfaceDeclaration[id.name=${API_TYPES}], TSTypeAliasDeclaration[id.name=${API_TYPES}]`,
          message: 'API types are declared once, in @levelbench/contracts: import them from there.',
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
    files: ['**/*.html'],
    // Override or add rules here
    rules: {},
  },
];
