import { Injectable, computed, signal } from '@angular/core';
import { Colors, type PigmentLevel } from '@levelbench/pigment';
import { TipAnimation } from '../ui/pigment-board';
import { boardCells } from '../util/board-view';
import { PlaySession, dieFaces, playMoves, sessionOverlay, startSession, tipSession } from '../util/play-session';

/** Pause between the steps of an animated line. */
export const PREVIEW_STEP_MS = 700;

/** Animates an optimal line step by step on the board (read-only). */
@Injectable()
export class LinePreview {
  private readonly _line = signal<string | null>(null);
  private readonly _step = signal(0);
  private readonly _session = signal<PlaySession | null>(null);
  private readonly _tip = signal<TipAnimation | null>(null);
  private readonly _playing = signal(false);
  private level: PigmentLevel | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  /** True while the line advances by itself (false once paused, scrubbed or at its end). */
  readonly playing = this._playing.asReadonly();

  /** The line being shown, or null. */
  readonly line = this._line.asReadonly();
  /** Tips shown so far. */
  readonly step = this._step.asReadonly();
  readonly tip = this._tip.asReadonly();
  readonly rows = computed(() => {
    const s = this._session();
    return s ? boardCells(s.game.state.level, sessionOverlay(s)) : [];
  });
  readonly faces = computed(() => {
    const s = this._session();
    return s ? dieFaces(s.game.state.die) : null;
  });
  readonly phase = computed(() => this._session()?.game.state.phase ?? 'play');

  /** Starts animating `line` from the level's start. */
  play(level: PigmentLevel, line: string): void {
    this.stop();
    this._line.set(line);
    this._step.set(0);
    this.level = level;
    this._session.set(startSession(level));
    this.resume();
  }

  /** Pauses where it is. */
  pause(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this._playing.set(false);
  }

  /** Goes on from the shown step (from the start when at the end). */
  resume(): void {
    const line = this._line();
    if (!line || this.timer) return;
    if (this._step() >= line.length) this.seek(0);
    this.timer = setInterval(() => this.advance(), PREVIEW_STEP_MS);
    this._playing.set(true);
  }

  /** The scrubber: shows the board after `step` tips (paused), as the animation would have drawn it. */
  seek(step: number): void {
    const line = this._line();
    const level = this.level;
    if (!line || !level) return;
    this.pause();
    const n = Math.max(0, Math.min(line.length, Math.round(step)));
    this._session.set(playMoves(level, line.slice(0, n)));
    this._step.set(n);
    this._tip.set(null);
  }

  /** Stops and hides the animation. */
  stop(): void {
    this.pause();
    this.level = null;
    this._line.set(null);
    this._session.set(null);
    this._tip.set(null);
  }

  private advance(): void {
    const line = this._line();
    const s = this._session();
    if (!line || !s) return;
    const i = this._step();
    if (i >= line.length) return this.pause();
    const next = tipSession(s, line[i] as 'N' | 'S' | 'E' | 'W');
    this._tip.set({ from: s.game.state.pos, seq: i + 1, flash: next.game.state.die.D === Colors.white });
    this._session.set(next);
    this._step.set(i + 1);
  }
}
