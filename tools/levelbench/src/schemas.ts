/** Every file format's schema, for the build step that precompiles them (tools/scripts/build-node.mjs). */
import { AJV_OPTIONS } from '@levelbench/formats';
import { pigmentLevelSchema, pigmentPackSchema } from '@levelbench/pigment';
import { summarySchema } from '@levelbench/verify';
import { boardSchema, curveSchema } from '@levelbench/watersort';
import { weightsSchema } from '@levelbench/worldgen';

/** The schemas the CLI, the worker and the server validate files with; each has a unique `$id`. */
export const SCHEMAS: readonly object[] = [
  pigmentLevelSchema,
  pigmentPackSchema,
  boardSchema,
  curveSchema,
  weightsSchema,
  summarySchema,
];

export { AJV_OPTIONS };
