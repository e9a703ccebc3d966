/** Test helper: a schema-shaped summary around hand-made items (the contracts' own, shared with the workbench's specs). */
export { testSummary } from '@levelbench/contracts/testing';
