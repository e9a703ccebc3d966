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
import { MatButtonModule } from '@angular/material/button';
import { RouterLink } from '@angular/router';
import type { PigmentLevel } from '@levelbench/pigment';
import { PigmentLevelsStore } from '../data-access/levels.store';
import { PigmentPackStore } from '../data-access/pack.store';
import { PlayTest } from '../feature-play/play-test';

const PROGRESS_KEY = 'levelbench:pack-won';

function readWon(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** Plays the pack in order: each level unlocks when the one before it is won (progress kept in this browser). */
@Component({
  selector: 'app-pack-play-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [MatButtonModule, PlayTest, RouterLink],
  template: `
    <section class="page">
      <header class="head">
        <h1>Play the pack</h1>
        <span class="spacer"></span>
        <a mat-button routerLink="/pigment">Back to the levels</a>
        <button mat-button (click)="resetProgress()">Reset progress</button>
      </header>
      <ol class="strip" aria-label="Pack levels">
        @for (id of order(); track id; let i = $index) {
          <li>
            <button
              mat-stroked-button
              [disabled]="!unlocked(i)"
              [class.current]="id === current()"
              [attr.data-pack-level]="id"
              (click)="select(id)"
              [attr.aria-label]="
                i + 1 + '. ' + nameOf(id) + (won().has(id) ? ', won' : unlocked(i) ? ', unlocked' : ', locked')
              "
            >
              {{ i + 1 }}. {{ nameOf(id) }} {{ won().has(id) ? '✓' : unlocked(i) ? '' : '(locked)' }}
            </button>
          </li>
        }
      </ol>
      @if (level(); as l) {
        @if (won().has(l.id)) {
          <p class="won" role="status">
            {{ l.name }} won.
            @if (next(); as n) {
              <button mat-flat-button (click)="select(n, true)">Next level</button>
            } @else {
              The whole pack is won.
            }
          </p>
        }
        <app-play-test [level]="l" [tipMs]="0" (won)="onWon(l.id)" />
      } @else {
        <p>Loading the pack…</p>
      }
    </section>
  `,
  styles: `
    .page {
      padding: 16px 24px;
    }
    .head {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .spacer {
      flex: 1;
    }
    .strip {
      list-style: none;
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      padding: 0;
    }
    .current {
      outline: 2px solid var(--mat-sys-primary);
    }
  `,
})
export class PackPlayPage {
  private readonly levels = inject(PigmentLevelsStore);
  private readonly pack = inject(PigmentPackStore);
  private readonly host = inject<ElementRef<HTMLElement>>(ElementRef);
  private readonly injector = inject(Injector);
  protected readonly won = signal<ReadonlySet<string>>(readWon());
  private readonly chosen = signal<string | null>(null);
  protected readonly order = this.pack.order;
  /** The chosen level, else the first unlocked level not yet won. */
  protected readonly current = computed(() => {
    const order = this.order();
    const chosen = this.chosen();
    if (chosen && order.includes(chosen)) return chosen;
    return order.find((id) => !this.won().has(id)) ?? order[order.length - 1] ?? null;
  });
  // the list store keeps checking other levels; an unchanged level must not restart the game in progress
  protected readonly level = computed<PigmentLevel | null>(
    () => {
      const id = this.current();
      const file = id ? this.levels.details()[id]?.level : undefined;
      return file ? ({ ...file, replays: file.replays ?? [] } as PigmentLevel) : null;
    },
    { equal: (a, b) => a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b)) },
  );
  protected readonly next = computed(() => {
    const order = this.order();
    const i = order.indexOf(this.current() ?? '');
    return i >= 0 && i + 1 < order.length ? order[i + 1] : null;
  });

  constructor() {
    void this.levels.refresh().then(() => this.pack.load());
  }

  protected unlocked(i: number): boolean {
    return i === 0 || this.won().has(this.order()[i - 1]);
  }

  /** A level's name as the list shows it (its id until the list has read it). */
  protected nameOf(id: string): string {
    return this.levels.levels().find((l) => l.id === id)?.name ?? id;
  }

  /**
   * Opens a level; from "Next level" (which goes away with the won banner) the focus moves to that level's
   * button in the strip, not to the page body.
   */
  protected select(id: string, moveFocus = false): void {
    this.chosen.set(id);
    if (moveFocus)
      afterNextRender(
        () => this.host.nativeElement.querySelector<HTMLElement>(`[data-pack-level="${CSS.escape(id)}"]`)?.focus(),
        { injector: this.injector },
      );
  }

  protected onWon(id: string): void {
    this.chosen.set(id); // stay on the won board until the designer asks for the next level
    if (this.won().has(id)) return;
    const next = new Set(this.won()).add(id);
    this.won.set(next);
    this.save(next);
  }

  protected resetProgress(): void {
    this.won.set(new Set());
    this.chosen.set(null);
    this.save(new Set());
  }

  private save(won: ReadonlySet<string>): void {
    try {
      localStorage.setItem(PROGRESS_KEY, JSON.stringify([...won]));
    } catch {
      // storage refused: progress lasts for this visit
    }
  }
}
