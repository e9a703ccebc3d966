import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { repoRoot } from './paths';
import { join } from 'node:path';

/** One axe-core violation, reduced to what a failure message needs. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core (node_modules/axe-core, injected as a script) over the page as it is now and returns every
 * violation with its impact. The page keeps the injected `axe` global until it navigates.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 6).map((n) => n.target.map(String).join(' ')),
    }));
  });
}

/** The serious and critical violations of {@link runAxe}, as lines naming the rule, its help and the first nodes. */
export function seriousLines(violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.targets.join(' | ')}`);
}

/** Rules of any impact the workbench keeps clean too (issue #28): landmarks, headings, table headers, roles. */
export const ALSO_REQUIRED = [
  'landmark-one-main',
  'region',
  'page-has-heading-one',
  'empty-table-header',
  'aria-allowed-role',
] as const;

/** Violations that fail the audit: every serious or critical one, and any of {@link ALSO_REQUIRED}. */
export function failingLines(violations: readonly AxeViolation[]): string[] {
  const also = new Set<string>(ALSO_REQUIRED);
  return [
    ...seriousLines(violations),
    ...violations
      .filter((v) => also.has(v.id) && v.impact !== 'serious' && v.impact !== 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.targets.join(' | ')}`),
  ];
}
