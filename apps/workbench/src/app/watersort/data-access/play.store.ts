import { DestroyRef, Injectable, computed, inject, signal } from '@angular/core';
import {
  legalPours,
  moveCount,
  noteHint,
  putDown,
  restartPlay,
  startPlay,
  tapTube,
  undoLast,
  type Board,
  type Hint,
  type PlayState,
} from '@levelbench/watersort';
import { LatestRequest } from '../../shared/data-access/latest-request';
import { formatElapsed } from '../util/player-stats';
import { PlayerStatsStore } from './player-stats.store';
import { WatersortWorker } from './watersort-worker';
import type { WorkerEvent } from './worker-protocol';

/**
 * One Water Sort play-test over the rules' own play state (`@levelbench/watersort` play.ts): taps, undo,
 * restart, hints proven by the solver in the worker, and the win recorded once per play-through in the
 * player stats. Provided per page: leaving it cancels a hint still being searched.
 */
@Injectable()
export class WatersortPlayStore {
  private readonly worker = inject(WatersortWorker);
  private readonly stats = inject(PlayerStatsStore);
  private readonly _state = signal<PlayState | null>(null);
  /** The hint with the board it was asked for, so it disappears after any move, undo or restart. */
  private readonly _hint = signal<{ at: Board; value: Hint } | null>(null);
  private readonly hintRequest = new LatestRequest<WorkerEvent>();
  /** Stats key the open board's wins are recorded under. */
  private statsKey: string | null = null;
  /** The play-through whose win was recorded (start board + first-pour time), so an undo and re-win is not counted twice. */
  private recorded: { start: Board; startedAt: number } | null = null;

  /** The game, or null when no board is open. */
  readonly state = this._state.asReadonly();
  /** True while the solver searches for a hint. */
  readonly thinking = this.hintRequest.busy;
  readonly moves = computed(() => {
    const s = this._state();
    return s ? moveCount(s) : 0;
  });
  /** True the moment the board (not won) has no legal pour left: a fact, not a hint, so it costs nothing. */
  readonly noPour = computed(() => {
    const s = this._state();
    return !!s && !s.won && legalPours(s.board).length === 0;
  });
  /** The hint for the board on screen, null once the board changed. */
  readonly hint = computed(() => {
    const h = this._hint();
    return h && h.at === this._state()?.board ? h.value : null;
  });
  /** First pour to win ("30.0 s", "1:05"), once won. */
  readonly elapsed = computed(() => {
    const s = this._state();
    return s?.won && s.startedAt !== null && s.wonAt !== null ? formatElapsed(s.wonAt - s.startedAt) : null;
  });

  constructor() {
    inject(DestroyRef).onDestroy(() => this.hintRequest.cancel());
  }

  /**
   * A new game on `board` (null: none), its win recorded under `statsKey` (`level:12`, `daily:2026-11-30`;
   * null: not recorded, e.g. a board from the editor).
   */
  open(board: Board | null, statsKey: string | null): void {
    this.hintRequest.cancel();
    this._hint.set(null);
    this.statsKey = statsKey;
    this._state.set(board ? startPlay(board) : null);
  }

  /** A tap on tube i (lift, put down or pour). */
  tap(i: number): void {
    this.update((s) => tapTube(s, i, Date.now()));
  }

  /** Puts a lifted tube down. */
  putDown(): void {
    this.update(putDown);
  }

  undo(): void {
    this.update(undoLast);
  }

  /** Back to the start position; the hints used stay counted, a hint being searched is dropped. */
  restart(): void {
    this.update(restartPlay);
    this.hintRequest.cancel();
    this._hint.set(null);
  }

  /** Asks the solver (in the worker) for the first pour of a proven solution from here; counts as a hint used. */
  askHint(): void {
    const s = this._state();
    if (!s || s.won) return;
    this._state.set(noteHint(s));
    const at = s.board;
    this.hintRequest.start(
      this.worker.request({ kind: 'hint', board: at }),
      (e) => {
        if (e.type === 'hint') this._hint.set({ at, value: e.value });
      },
      (message) =>
        this._hint.set({
          at,
          value: { status: 'aborted', nodes: 0, message: `No way forward was found (${message}). Undo or restart.` },
        }),
    );
  }

  private update(f: (s: PlayState) => PlayState): void {
    const s = this._state();
    if (!s) return;
    const next = f(s);
    this._state.set(next);
    if (!s.won && next.won) this.recordWin(next);
  }

  /** Records the win once per play-through (Restart or a new board starts another one). */
  private recordWin(s: PlayState): void {
    if (s.startedAt === null || s.wonAt === null || this.statsKey === null) return;
    if (this.recorded?.start === s.start && this.recorded.startedAt === s.startedAt) return;
    this.recorded = { start: s.start, startedAt: s.startedAt };
    this.stats.record({ key: this.statsKey, moves: moveCount(s), ms: s.wonAt - s.startedAt, hints: s.hintsUsed });
  }
}
