import { DatePipe, NgTemplateOutlet } from '@angular/common';
import { CdkDrag, CdkDragHandle, CdkDropList, type CdkDragDrop } from '@angular/cdk/drag-drop';
import {
  ChangeDetectionStrategy,
  Component,
  ElementRef,
  Injector,
  afterNextRender,
  computed,
  inject,
  signal,
} from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import { formatChance } from '@levelbench/pigment/lite';
import { lastValueFrom } from 'rxjs';
import { problemLines } from '../../shared/data-access/api-error';
import { whenIdle } from '../../shared/util/when-idle';
import type { MatDialog } from '@angular/material/dialog';
import type { PromptData } from '../../shared/prompt-dialog';
import { draftName } from '../data-access/draft-storage';
import { PigmentLevelsStore } from '../data-access/levels.store';
import { LevelSummary } from '../data-access/levels-api';
import { PigmentPackStore } from '../data-access/pack.store';
import { DifficultyChart, type DifficultyPoint } from '../ui/difficulty-chart';
import { PigmentThumb } from '../ui/pigment-thumb';
import { difficultyText } from '../util/difficulty-text';
import { LevelFilter, NO_FILTER, isFiltering, matchesFilter, sortByDifficulty } from '../util/level-filter';

/**
 * The Pigment level list and pack view: levels in pack order (drag to reorder; saved to pack.json), each with a
 * thumbnail, its solver status and difficulty metrics, a chart of difficulty along the pack, and the Suggest dialog.
 */
@Component({
  selector: 'app-level-list-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [DatePipe, NgTemplateOutlet, RouterLink, CdkDropList, CdkDrag, CdkDragHandle, PigmentThumb, DifficultyChart],
  templateUrl: './level-list-page.html',
  styleUrl: './level-list-page.scss',
})
export class LevelListPage {
  protected readonly store = inject(PigmentLevelsStore);
  private readonly router = inject(Router);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);
  protected readonly pack = inject(PigmentPackStore);
  protected readonly problemLines = problemLines;
  /** The levels in pack order. */
  protected readonly ordered = computed(() => {
    const byId = new Map(this.store.levels().map((l) => [l.id, l]));
    return this.pack
      .order()
      .map((id) => byId.get(id))
      .filter((l): l is LevelSummary => l !== undefined);
  });
  protected readonly chartPoints = computed<DifficultyPoint[]>(() =>
    this.ordered().map((l) => {
      const m = this.store.details()[l.id]?.metrics;
      return { id: l.id, difficulty: m?.difficulty ?? null, randomWin: formatChance(m?.randomWin) };
    }),
  );
  protected readonly draftName = draftName;
  protected readonly difficultyText = difficultyText;

  /** The search and filters of the list (the pack order itself is not changed by them). */
  protected readonly filter = signal<LevelFilter>(NO_FILTER);
  protected readonly filtering = computed(() => isFiltering(this.filter()));
  /** The board sizes in the store, for the size filter. */
  protected readonly sizes = computed(() => {
    const d = this.store.details();
    const all = this.store.levels().map((l) => d[l.id] && `${d[l.id].level.width}x${d[l.id].level.height}`);
    return [...new Set(all.filter((s): s is string => !!s))].sort();
  });
  /** The levels shown, in pack order, each with its place in the pack (reordering works on that). */
  protected readonly shown = computed(() => {
    const f = this.filter();
    const d = this.store.details();
    const statuses = this.store.statuses();
    return this.ordered()
      .map((l, index) => ({ l, index }))
      .filter(({ l }) =>
        matchesFilter(
          {
            id: l.id,
            name: l.name,
            size: d[l.id] ? `${d[l.id].level.width}x${d[l.id].level.height}` : null,
            status: statuses[l.id] ?? 'not checked',
            difficulty: d[l.id]?.metrics?.difficulty ?? null,
          },
          f,
        ),
      );
  });

  protected setFilter(change: Partial<LevelFilter>): void {
    this.filter.update((f) => ({ ...f, ...change }));
  }

  /** A difficulty bound from its field ('' clears it). */
  protected bound(raw: string): number | null {
    return raw.trim() === '' || !Number.isFinite(Number(raw)) ? null : Number(raw);
  }

  /** Saves the pack sorted by difficulty, easiest first (levels without metrics yet keep their order, last). */
  protected sortByDifficulty(): void {
    const d = this.store.details();
    const before = this.ordered().map((l) => l.id);
    const order = sortByDifficulty(before, (id) => d[id]?.metrics?.difficulty ?? null);
    if (order.every((id, i) => id === before[i])) {
      this.sortedFrom.set({ order: null });
      return;
    }
    this.sortedFrom.set({ order: before });
    void this.pack.save(order);
  }

  /**
   * The pack order before the last "Sort pack by difficulty" (the hand order its Undo puts back), `null` when the
   * pack was already in that order; unset when no sort is pending.
   */
  protected readonly sortedFrom = signal<{ order: string[] | null } | null>(null);

  /** Puts the hand order back as it was before the sort. */
  protected async undoSort(): Promise<void> {
    const order = this.sortedFrom()?.order;
    this.sortedFrom.set(null);
    if (order) await this.pack.save(order);
  }

  /** Whether the reorderable list replaces the plain one: once the rows are on screen and the browser is idle. */
  protected readonly reorderable = signal(false);

  constructor() {
    void this.store.refresh().then(() => {
      afterNextRender(() => void whenIdle(2000, 100).then(() => this.reorderable.set(true)), {
        injector: this.injector,
      });
      return this.pack.load();
    });
    void this.store.loadTrash();
  }

  /** Opens the Suggest dialog, loaded on first use (it brings forms and the suggester with it). */
  protected async suggest(): Promise<void> {
    const [{ SuggestDialog }, dialog] = await Promise.all([import('../feature-suggest/suggest-dialog'), this.dialog()]);
    dialog.open(SuggestDialog, { maxWidth: '95vw', autoFocus: 'dialog' });
  }

  protected drop(e: CdkDragDrop<unknown>): void {
    if (e.previousIndex === e.currentIndex) return;
    this.sortedFrom.set(null); // a move by hand after a sort: Undo would throw it away
    void this.pack.move(e.previousIndex, e.currentIndex);
  }

  /** The keyboard reordering buttons of each row (drag has no keyboard path). */
  protected readonly moves = [
    { by: -1, word: 'up', arrow: '↑' },
    { by: 1, word: 'down', arrow: '↓' },
  ] as const;

  /** Whether the level at `index` can move one place up or down (not past an end, not while filtering). */
  protected canShift(index: number, by: -1 | 1): boolean {
    const to = index + by;
    return !this.filtering() && to >= 0 && to < this.ordered().length;
  }

  /** Keyboard reordering: moves a level one place up or down. */
  protected shift(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.ordered().length) return;
    this.sortedFrom.set(null);
    void this.pack.move(index, to);
  }

  protected async playPack(): Promise<void> {
    await this.router.navigate(['/pigment', 'pack', 'play']);
  }

  protected async create(): Promise<void> {
    const name = await this.ask({ title: 'New level', label: 'Name', confirm: 'Create' });
    if (typeof name !== 'string') return;
    await this.router.navigate(['/pigment', this.store.create(name)]);
  }

  protected duplicate(l: LevelSummary): void {
    void this.store.duplicate(l.id);
  }

  protected async rename(l: LevelSummary): Promise<void> {
    const name = await this.ask({ title: `Rename "${l.name}"`, label: 'Name', value: l.name, confirm: 'Rename' });
    // the server points pack.json at the new id in the same step; read it again
    if (typeof name === 'string' && name !== l.name && (await this.store.rename(l.id, name)) !== null)
      await this.pack.load();
  }

  protected async remove(l: LevelSummary): Promise<void> {
    const yes = await this.ask({
      title: `Delete "${l.name}"?`,
      text: `levels/pigment/${l.id}.json will be removed from the server.`,
      confirm: 'Delete',
    });
    // the server drops the level from pack.json in the same step; read it again
    const index = this.ordered().findIndex((x) => x.id === l.id); // before the list forgets it
    if (yes === true && (await this.store.remove(l.id)) !== null) {
      this.lastDeleted.set({ id: l.id, name: l.name, index });
      await Promise.all([this.pack.load(), this.store.loadTrash()]);
      // the row and its Delete button are gone: the focus goes to Undo, the next thing one may want
      afterNextRender(() => this.host.nativeElement.querySelector<HTMLElement>('[data-test=undo-delete]')?.focus(), {
        injector: this.injector,
      });
    }
  }

  /** The level deleted last, for "Undo" (its place in the pack comes back with it). */
  protected readonly lastDeleted = signal<{ id: string; name: string; index: number } | null>(null);

  /** Restores a deleted level (file and history) from the trash; the last deleted one goes back to its place. */
  protected async undelete(id: string): Promise<void> {
    const last = this.lastDeleted();
    if ((await this.store.undelete(id)) === null) return;
    if (last?.id === id) this.lastDeleted.set(null);
    await this.pack.load();
    if (last?.id === id && last.index >= 0) {
      const order = this.pack.order().filter((x) => x !== id);
      order.splice(last.index, 0, id);
      await this.pack.save(order);
    }
    afterNextRender(
      () => this.host.nativeElement.querySelector<HTMLElement>(`a.name[href$="/pigment/${CSS.escape(id)}"]`)?.focus(),
      { injector: this.injector },
    );
  }

  /** Asks with the prompt dialog, loaded on first use (it brings the form fields with it). */
  private async ask(data: PromptData): Promise<string | true | undefined> {
    const [{ openPrompt }, dialog] = await Promise.all([import('../../shared/prompt-dialog'), this.dialog()]);
    return lastValueFrom(openPrompt(dialog, data));
  }

  /** The dialog service, loaded with the first dialog (the list shows without the overlay code). */
  private async dialog(): Promise<MatDialog> {
    const { MatDialog } = await import('@angular/material/dialog');
    return this.injector.get(MatDialog);
  }
}
