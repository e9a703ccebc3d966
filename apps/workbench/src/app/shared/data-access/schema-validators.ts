import { usePrecompiled } from '@levelbench/formats';
import { byId } from './schema-validators.generated';

/**
 * Registers the validators generated ahead of time from the file-format schemas (tools/scripts/gen-validators.mjs),
 * so the browser never compiles a schema with `new Function` and the CSP needs no 'unsafe-eval'. Called once by
 * the app and by each Web Worker before anything parses a file.
 */
export function registerSchemaValidators(): void {
  usePrecompiled(byId);
}
