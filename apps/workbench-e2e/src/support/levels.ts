import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `pigment/big-board.json` under `levelsDir`: fixtures/slow-board.json (12×12 with 7 marks, the
 * editor's limits, and a slow solve) as level `big-board`, with `extra` fields on top.
 */
export function writeBigBoard(levelsDir: string, extra: Record<string, unknown> = {}): void {
  const board = JSON.parse(readFileSync(join(__dirname, '../fixtures/slow-board.json'), 'utf8'));
  writeFileSync(join(levelsDir, 'pigment/big-board.json'), JSON.stringify({ ...board, id: 'big-board', ...extra }));
}
