/** The Pigment check: every level file of the store, read, schema-checked, solved and replayed in a worker. */
import { type FailureLocation, metricsOf } from '@levelbench/contracts';
import { parsePigmentLevel, verifyPigmentFile } from '@levelbench/pigment';
import { pigmentLinesHold } from '../claims';
import { defineCheck } from './definition';
import { levelFilePlace } from './payloads';
import { cell, htmlTable, verdict } from '../report-format';

/** A Pigment item: one level file of the store, as read. */
export interface PigmentItemPayload {
  readonly check: 'pigment';
  readonly id: string;
  readonly file: string;
  readonly text: string;
  readonly maxStates?: number;
}

export const pigmentCheck = defineCheck<PigmentItemPayload>({
  name: 'pigment',
  label: 'Pigment levels',
  item: 'level file',
  inputs: ['levels'],
  options: ['levels'],
  sources: ['libs/pigment/src'],
  items: ({ inputs }) => inputs.pigment.map((f) => ({ check: 'pigment', id: f.id, file: f.file, text: f.text })),
  place: (p) => levelFilePlace(p.id),
  // one rule for a Pigment level file everywhere: `verifyPigmentFile` (schema, id == file name, replays, limit, count)
  check(p) {
    const v = verifyPigmentFile(p.file, p.text, { maxStates: p.maxStates, linesCap: 5 });
    const { level, analysis: a } = v;
    const located =
      v.problems.length > 0
        ? {
            paths: v.problems.map((q) => q.path),
            locations: v.problems.map((q): FailureLocation => levelFilePlace(p.id, q.path)),
          }
        : {};
    if (!level || !a)
      return { check: 'pigment', id: p.id, passed: false, failures: [...v.failures], ...located, metrics: {} };
    const metrics = {
      name: level.name,
      limit: level.limit,
      shortest: a.solve.shortest,
      limitVerdict: a.limitVerdict,
      optimalCount: a.solve.optimalCount,
      optimalLines: a.solve.optimalLines,
      states: a.solve.states,
      replays: a.replays.length,
      replaysPassed: a.replays.filter((r) => r.passed).length,
    };
    return { check: 'pigment', id: p.id, passed: v.passed, failures: [...v.failures], ...located, metrics };
  },
  // a claimed pass: its optimal lines must win the level in the claimed shortest number of tips
  recheck(p, claimed) {
    const parsed = parsePigmentLevel(p.text, p.file);
    const m = metricsOf({ check: 'pigment', metrics: claimed.metrics });
    return parsed.ok && pigmentLinesHold(parsed.value, m.shortest, m.optimalLines);
  },
  report: {
    markdown(items) {
      if (!items.length) return [];
      const out = [
        '',
        '## Pigment',
        '',
        '| level | limit | shortest | optimal lines | verdict | replays | result |',
        '|---|---|---|---|---|---|---|',
      ];
      for (const i of items) {
        const m = metricsOf({ check: 'pigment', metrics: i.metrics });
        out.push(
          `| ${cell(i.id)} | ${cell(m.limit)} | ${cell(m.shortest)} | ${cell(m.optimalCount)} | ${cell(m.limitVerdict)} | ${cell(m.replaysPassed)}/${cell(m.replays)} | ${verdict(i.passed)} |`,
        );
      }
      return out;
    },
    html(items) {
      if (!items.length) return [];
      return [
        '<h2>Pigment</h2>',
        htmlTable(
          ['level', 'name', 'limit', 'shortest', 'optimal lines', 'limit verdict', 'replays', 'states', 'result'],
          items.map((i) => {
            const m = metricsOf({ check: 'pigment', metrics: i.metrics });
            return [
              i.id,
              m.name,
              m.limit,
              m.shortest,
              m.optimalCount,
              m.limitVerdict,
              `${m.replaysPassed ?? '–'}/${m.replays ?? '–'}`,
              m.states,
              verdict(i.passed),
            ];
          }),
        ),
      ];
    },
  },
});
