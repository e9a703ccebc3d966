import {
  ChangeDetectionStrategy,
  Component,
  DOCUMENT,
  DestroyRef,
  ElementRef,
  computed,
  effect,
  inject,
  input,
  output,
  signal,
  untracked,
  viewChild,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { Colors, type Dir, type PigmentLevel } from '@levelbench/pigment';
import { isTyping } from '../../shell/shortcuts';
import { DieCompass } from '../ui/die-compass';
import { DieCube } from '../ui/die-cube';
import { Room, fitZoom, watchRoom } from '../ui/board-fit';
import { PigmentBoard, TIP_MS, TipAnimation } from '../ui/pigment-board';
import { boardCells, tipForKey, tipTowards } from '../util/board-view';
import {
  PlaySession,
  dieFaces,
  playMoves,
  restartSession,
  sessionBanner,
  sessionOverlay,
  tipSession,
  undoSession,
} from '../util/play-session';

const WHITE = Colors.white;

function inDialog(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && typeof el.closest === 'function' && !!el.closest('.cdk-overlay-container');
}

/** A replay the designer wants written into the level file. */
export interface RecordedReplay {
  readonly moves: string;
  readonly expect: 'won' | 'lost' | 'play';
}

/**
 * Play-test: the arrow keys, the notation's letters (N, E, S, W), the on-screen pad and neighbour-cell
 * clicks tip the die. The rules move first and no input is dropped: a tip during an animation is played
 * at once and the running animation gives way to the new one (the board draws the latest state).
 */
@Component({
  selector: 'app-play-test',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [PigmentBoard, DieCube, DieCompass, MatButtonModule],
  templateUrl: './play-test.html',
  styleUrl: './play-test.scss',
})
export class PlayTest {
  readonly level = input.required<PigmentLevel>();
  /** Asks the page to add the current line as a replay case. */
  readonly record = output<RecordedReplay>();
  /** The level was won (the pack play unlocks the next level). */
  readonly won = output<void>();
  /** Animation length; tests set 0. */
  readonly tipMs = input(TIP_MS);
  /** Tips played (without animation) whenever the level (re)starts: the play link's `?moves=`. */
  readonly startMoves = input('');
  /** The app path of this level's play link (`/pigment/<id>/play`); null hides "Copy link". */
  readonly linkPath = input<string | null>(null);
  /** The link last copied and the line it was for. */
  private readonly copied = signal<{ link: string; moves: string } | null>(null);
  /** The copied link while it still matches the line (also shown, for browsers that refuse the clipboard). */
  protected readonly copiedLink = computed(() => {
    const c = this.copied();
    return c && c.moves === this.moves() ? c.link : null;
  });

  protected readonly session = signal<PlaySession | null>(null);
  /** True while a tip is being drawn (the board is aria-busy); further tips are still taken. */
  readonly animating = signal(false);
  protected readonly tip = signal<TipAnimation | null>(null);
  private timer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;

  protected readonly state = computed(() => this.session()?.game.state ?? null);
  protected readonly rows = computed(() => {
    const s = this.session();
    return s ? boardCells(s.game.state.level, sessionOverlay(s)) : [];
  });
  protected readonly faces = computed(() => {
    const st = this.state();
    return st ? dieFaces(st.die) : null;
  });
  protected readonly banner = computed(() => {
    const s = this.session();
    return s ? sessionBanner(s) : null;
  });
  protected readonly moves = computed(() => this.session()?.moves ?? '');
  private readonly boardCol = viewChild<ElementRef<HTMLElement>>('boardCol');
  /** The room the board has (its column's width, the window's height below it). */
  private readonly room = signal<Room>({ width: 10_000, height: 10_000 });
  /** The board is scaled to fit its room, whole, never above its natural size. */
  protected readonly zoom = computed(() => {
    const level = this.level();
    const { width, height } = this.room();
    return fitZoom(level.width, level.height, width, height);
  });

  constructor() {
    // a new board restarts the play-test (at the link's moves); an edit that leaves the board and the limit
    // as they were (a recorded replay, a new name or note) keeps the line being played
    let played: { board: string; start: string } | null = null;
    effect(() => {
      const level = this.level();
      const start = this.startMoves();
      untracked(() => {
        const board = playedBoard(level);
        const same = played?.board === board && played.start === start && this.session() !== null;
        played = { board, start };
        this.reset(playMoves(level, same ? this.moves() : start));
      });
    });
    effect((onCleanup) => {
      const el = this.boardCol()?.nativeElement;
      if (el) onCleanup(watchRoom(el, (room) => this.room.set(room)));
    });
    effect(() => {
      if (this.state()?.phase === 'won') untracked(() => this.won.emit());
    });
    // capture phase: the play keys must reach the die before focused widgets (toggle groups, lists) act on arrows
    const doc = inject(DOCUMENT);
    const listener = (e: KeyboardEvent) => this.onKey(e);
    doc.addEventListener('keydown', listener, true);
    inject(DestroyRef).onDestroy(() => {
      doc.removeEventListener('keydown', listener, true);
      if (this.timer) clearTimeout(this.timer);
    });
  }

  /** Tips the die, also mid-animation (that animation is cut short); false when the rules refuse. */
  tipDie(dir: Dir): boolean {
    const s = this.session();
    if (!s) return false;
    const next = tipSession(s, dir);
    if (next === s) return false;
    this.session.set(next);
    this.tip.set({ from: s.game.state.pos, seq: ++this.seq, flash: next.game.state.die.D === WHITE });
    this.busy();
    return true;
  }

  /** Undoes one tip (works after a loss, and mid-animation). */
  undo(): void {
    const s = this.session();
    if (!s) return;
    this.session.set(undoSession(s));
    this.tip.set(null);
  }

  /** Back to the start state. */
  restart(): void {
    const s = this.session();
    if (s) this.reset(restartSession(s));
  }

  /** Copies a link that opens this play-test after the current line. */
  protected async copyLink(): Promise<void> {
    const path = this.linkPath();
    if (!path) return;
    const moves = this.moves();
    const link = `${location.origin}${path}${moves ? `?moves=${moves}` : ''}`;
    this.copied.set({ link, moves });
    await navigator.clipboard?.writeText(link).catch(() => undefined);
  }

  protected recordLine(): void {
    const st = this.state();
    if (st && this.moves()) this.record.emit({ moves: this.moves(), expect: st.phase });
  }

  protected onCell(at: { x: number; y: number }): void {
    const st = this.state();
    if (!st) return;
    const dir = tipTowards(st.pos, [at.x, at.y]);
    if (dir) this.tipDie(dir);
  }

  /**
   * Keyboard: arrows and N/E/S/W tip, U, Backspace or Ctrl+Z undoes, R restarts (not while typing in a field
   * or while a dialog is open).
   */
  onKey(e: KeyboardEvent): void {
    if (e.altKey || isTyping(e.target) || inDialog(e.target)) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !e.shiftKey && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      e.stopPropagation();
      return this.undo();
    }
    if (mod) return;
    const dir = tipForKey(e.key);
    const act = dir
      ? () => this.tipDie(dir)
      : e.key === 'u' || e.key === 'U' || e.key === 'Backspace'
        ? () => this.undo()
        : e.key === 'r' || e.key === 'R'
          ? () => this.restart()
          : null;
    if (!act) return;
    e.preventDefault();
    e.stopPropagation();
    act();
  }

  private reset(s: PlaySession): void {
    if (this.timer) clearTimeout(this.timer);
    this.animating.set(false);
    this.tip.set(null);
    this.session.set(s);
  }

  private busy(): void {
    const ms = this.tipMs();
    if (this.timer) clearTimeout(this.timer);
    if (ms <= 0) return;
    this.animating.set(true);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.animating.set(false);
    }, ms);
  }
}

/** What the play-test depends on: the level without its replays, name and notes (JSON drops the undefined). */
function playedBoard(level: PigmentLevel): string {
  return JSON.stringify({ ...level, replays: undefined, name: undefined, notes: undefined });
}
