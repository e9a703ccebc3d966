import { ChangeDetectionStrategy, Component, computed, effect, inject, input, signal, untracked } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { Router, RouterLink } from '@angular/router';
import { MAX_PIN_NOTE, levelCount, levelSpec } from '@levelbench/watersort';
import { LatestRequest } from '../../shared/data-access/latest-request';
import { readWholeNumber } from '../../shared/util/number-field';
import type { AnalysisState } from '../data-access/board-analysis.store';
import { BoardEditorStore } from '../data-access/board-editor.store';
import { CurveStore } from '../data-access/curve.store';
import { WatersortWorker } from '../data-access/watersort-worker';
import type { WorkerEvent } from '../data-access/worker-protocol';
import { pinAt, pinBoard, unpinLevel } from '../util/curve-pins';

/**
 * Pins the edited board to a level of the curve (or unpins it): edits the curve draft and saves
 * levels/watersort/curve.json through the curve's store (ETag, conflict and 400 banners in the file bar;
 * the server keeps every saved version). Opens a pinned level's board, or a level's generated board to start from.
 */
@Component({
  selector: 'app-pin-panel',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, RouterLink],
  templateUrl: './pin-panel.html',
  styleUrl: './pin-panel.scss',
})
export class PinPanel {
  /** `?level=N` of the page. */
  readonly level = input<string>();
  readonly analysis = input.required<AnalysisState>();
  /** False while the board breaks a rule. */
  readonly valid = input(true);

  protected readonly curve = inject(CurveStore);
  protected readonly editor = inject(BoardEditorStore);
  private readonly worker = inject(WatersortWorker);
  private readonly router = inject(Router);
  /** The `?level` last acted on: the panel's own URL updates are not opened again. */
  private opened: string | undefined | null = null;
  private readonly generated = new LatestRequest<WorkerEvent>();
  protected readonly loadingGenerated = this.generated.busy;
  protected readonly noteMax = MAX_PIN_NOTE;

  protected readonly total = computed(() => {
    try {
      return levelCount(this.curve.draft());
    } catch {
      return 0;
    }
  });
  /** The level field: its number, or the typed text it refused and why. */
  protected readonly target = signal(1);
  protected readonly refused = signal<{ typed: string; error: string } | null>(null);
  protected readonly note = signal('');
  /** What the last pin, unpin or open did (said in this panel's live region). */
  protected readonly said = signal<{ text: string; bad: boolean } | null>(null);
  protected readonly pin = computed(() => pinAt(this.curve.draft(), this.target()));
  /** Pinned in the saved file (what play and verify serve). */
  protected readonly savedPin = computed(() => {
    const saved = this.curve.saved();
    return saved ? pinAt(saved, this.target()) : null;
  });
  /** Why Pin is not possible now, or null. */
  protected readonly blocked = computed(() => {
    if (this.refused()) return 'Give a level number first.';
    if (!this.valid()) return "Fix the board's rule problems first.";
    const a = this.analysis();
    if (a.kind !== 'done') return a.kind === 'running' ? 'Wait for the solve to finish.' : 'Solve the board first.';
    if (a.result.solve.status !== 'solved') return 'Only a board proven solvable can be pinned.';
    if (this.curve.busy()) return 'Saving…';
    return null;
  });
  /** True when the curve draft has edits of its own that a pin's save would carry along. */
  protected readonly otherEdits = computed(() => this.curve.dirty());

  constructor() {
    // ?level=N picks the level; a pinned level's board opens once per URL (later curve edits do not reopen it)
    effect(() => {
      const q = this.level();
      if (!this.curve.loaded() || q === this.opened) return;
      this.opened = q;
      untracked(() => this.openFromUrl(q));
    });
  }

  protected setLevel(raw: string): void {
    const r = readWholeNumber(raw, 'Level', 1, Math.max(1, this.total()));
    this.refused.set(r.ok ? null : { typed: raw, error: r.error });
    if (r.ok) {
      this.target.set(r.value);
      this.note.set(this.pin()?.note ?? '');
      // the URL names the level (a reload or a shared link comes back to it) without reopening its board
      this.opened = String(r.value);
      void this.router.navigate([], { queryParams: { level: r.value }, replaceUrl: true });
    }
  }

  protected setNote(v: string): void {
    this.note.set(v.slice(0, MAX_PIN_NOTE));
  }

  /** Pins the board to the level and saves the curve. */
  protected async pinIt(): Promise<void> {
    if (this.blocked()) return;
    const level = this.target();
    this.curve.edit(pinBoard(this.curve.draft(), level, this.editor.board(), this.note()));
    if (await this.curve.save()) {
      this.editor.setSource({ level, note: this.note().trim() });
      this.say(`Pinned to level ${level} and saved: level ${level} now serves this board.`);
    } else this.say(`Level ${level} is pinned in the draft, but the curve was not saved: see above.`, true);
  }

  /** Removes the level's pin and saves the curve: the level serves its generated board again. */
  protected async unpinIt(): Promise<void> {
    const level = this.target();
    if (!this.pin()) return;
    this.curve.edit(unpinLevel(this.curve.draft(), level));
    if (await this.curve.save()) {
      if (this.editor.source()?.level === level) this.editor.setSource(null);
      this.say(`Unpinned level ${level} and saved: it serves its generated board again.`);
    } else this.say(`Level ${level} is unpinned in the draft, but the curve was not saved: see above.`, true);
  }

  /** Opens the level's pinned board in the editor (one undo step). */
  protected openPinned(): void {
    const p = this.pin();
    if (!p) return;
    this.editor.open(p.board, { level: p.level, note: p.note ?? '' }, `Opened level ${p.level}'s pinned board.`);
    this.note.set(p.note ?? '');
    this.say(`Opened level ${p.level}'s pinned board.`);
  }

  /** Opens the board the generator makes for the level, to start a hand-made one from. */
  protected openGenerated(): void {
    const level = this.target();
    let spec;
    try {
      spec = levelSpec(this.curve.draft(), level);
    } catch (e) {
      this.say((e as Error).message, true);
      return;
    }
    this.generated.start(
      this.worker.request({ kind: 'level', spec }),
      (e) => {
        if (e.type !== 'level') return;
        this.editor.open(e.value.generated.board, null, `Opened level ${level}'s generated board.`);
        this.say(`Opened level ${level}'s generated board: edit it, then pin it.`);
      },
      (message) => this.say(`Level ${level}'s board could not be made: ${message}`, true),
    );
  }

  private openFromUrl(q: string | undefined): void {
    const fromEditor = this.editor.source()?.level;
    const n = q === undefined ? (fromEditor ?? 1) : Number(q);
    if (!Number.isInteger(n) || n < 1 || n > this.total()) {
      if (q !== undefined) this.say(`There is no level ${q}: the curve has ${this.total()} levels.`, true);
      return;
    }
    this.target.set(n);
    this.refused.set(null);
    const p = this.pin();
    this.note.set(p?.note ?? '');
    if (p && q !== undefined) this.openPinned();
  }

  private say(text: string, bad = false): void {
    this.said.set({ text, bad });
  }
}
