/**
 * The checks of `levelbench verify`, in report order: the one list verify, the reports, the diff, the
 * CLI, the server and (through `GET /api/verify/checks`) the workbench iterate. A new check is one
 * file in this folder plus one line here (see docs/CONTRACTS.md, "Adding a check").
 */
import type { CheckInfo, CheckName } from '@levelbench/contracts';
import type { CheckDefinition, PayloadOf } from './definition';
import { botsCheck } from './bots';
import { facesCheck } from './faces';
import { pigmentCheck } from './pigment';
import { watersortCheck } from './watersort';
import { worldsCheck } from './worlds';

/** A list of checks in report order (the production one, or a test's with an extra check). */
export type CheckRegistry = readonly CheckDefinition[];

const PRODUCTION = [pigmentCheck, watersortCheck, worldsCheck, facesCheck, botsCheck] as const;

/** The production checks. */
export const CHECK_DEFINITIONS: CheckRegistry = PRODUCTION;

/** The item payload of any production check (the union of their own payload types). */
export type VerifyItemPayload = PayloadOf<(typeof PRODUCTION)[number]>;

/** The names of the production checks, in report order. */
export const CHECKS: readonly CheckName[] = CHECK_DEFINITIONS.map((d) => d.name);

/** The definition of check `name` in `registry`; throws naming the known checks when there is none. */
export function checkDefinition(name: string, registry: CheckRegistry = CHECK_DEFINITIONS): CheckDefinition {
  const d = registry.find((c) => c.name === name);
  if (!d) throw new Error(`unknown check ${JSON.stringify(name)} (known: ${registry.map((c) => c.name).join(', ')})`);
  return d;
}

/** What a client shows of each check (`GET /api/verify/checks`, the CLI's help). */
export function checkInfos(registry: CheckRegistry = CHECK_DEFINITIONS): CheckInfo[] {
  return registry.map((d) => ({
    name: d.name,
    label: d.label,
    item: d.item,
    ...(d.sizeOption ? { sizeOption: d.sizeOption } : {}),
  }));
}
