/** The e2e harness: build check, server on an ephemeral port over a temp copy of levels/, headless Chromium, the per-file set-up (useWorkbench), screenshots. */
export * from './axe';
export * from './build';
export * from './levels';
export * from './browser';
export * from './paths';
export * from './reports';
export * from './server';
export * from './pages';
export * from './pixels';
export * from './workbench';
