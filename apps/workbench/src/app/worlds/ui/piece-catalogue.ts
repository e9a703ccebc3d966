import { ChangeDetectionStrategy, Component, computed, input, signal } from '@angular/core';
import { KINDS, type Weights } from '@levelbench/worldgen';
import { pieceRows } from '../util/weights-edit';
import { percent } from '../util/stats';

const EDGE_FILL: Record<string, string> = { L: '#7cb342', H: '#8d6e63', W: '#1e88e5' };
const EDGE_WORD: Record<string, string> = { L: 'lowland', H: 'highland', W: 'water' };

/** The 87 WFC pieces: edges (drawn and as words), kind, variant, weight and share of the draw at a depth. */
@Component({
  selector: 'app-piece-catalogue',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="filter" role="group" aria-label="Filter by kind">
      <button type="button" [class.on]="kind() === null" (click)="kind.set(null)">all {{ rows().length }}</button>
      @for (k of kinds; track k) {
        <button type="button" [class.on]="kind() === k" (click)="kind.set(k)">{{ k }}</button>
      }
    </div>
    <div class="scroll" tabindex="0" role="region" aria-label="Pieces">
      <table aria-label="Piece catalogue">
        <thead>
          <tr>
            <th>#</th>
            <th>Edges</th>
            <th>Name</th>
            <th>Kind</th>
            <th>Weight</th>
            <th>Share</th>
          </tr>
        </thead>
        <tbody>
          @for (r of shown(); track r.id) {
            <tr>
              <td>{{ r.id }}</td>
              <td>
                <svg viewBox="0 0 20 20" width="28" height="28" role="img" [attr.aria-label]="words(r.edges)">
                  <rect x="4" y="4" width="12" height="12" fill="#eee" />
                  <rect x="2" y="0" width="16" height="4" [attr.fill]="fill(r.edges[0])" />
                  <rect x="16" y="2" width="4" height="16" [attr.fill]="fill(r.edges[1])" />
                  <rect x="2" y="16" width="16" height="4" [attr.fill]="fill(r.edges[2])" />
                  <rect x="0" y="2" width="4" height="16" [attr.fill]="fill(r.edges[3])" />
                </svg>
              </td>
              <td>
                <code>{{ r.name }}</code>
              </td>
              <td>
                {{ r.kind }}
                @if (r.variant) {
                  ({{ r.variant }})
                }
              </td>
              <td>{{ r.weight.toPrecision(3) }}</td>
              <td>{{ percent(r.share) }}</td>
            </tr>
          }
        </tbody>
      </table>
    </div>
  `,
  styles: `
    @use 'tables';
    .filter {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      margin: 8px 0;
      button {
        border: 1px solid var(--mat-sys-outline-variant);
        background: var(--mat-sys-surface-container);
        color: var(--mat-sys-on-surface);
        border-radius: 12px;
        padding: 2px 10px;
        cursor: pointer;
      }
      .on {
        background: var(--mat-sys-primary);
        color: var(--mat-sys-on-primary);
      }
    }
    .scroll {
      max-height: 420px;
      overflow: auto;
    }
    table {
      border-collapse: collapse;
      width: 100%;
    }
    th {
      position: sticky;
      top: 0;
      background: var(--mat-sys-surface);
    }
    th,
    td {
      @include tables.cell(2px 8px);
    }
  `,
})
export class PieceCatalogue {
  readonly weights = input.required<Weights>();
  readonly depth = input(0);
  protected readonly kinds = KINDS;
  protected readonly kind = signal<string | null>(null);
  protected readonly percent = percent;
  protected readonly rows = computed(() => pieceRows(this.weights(), this.depth()));
  protected readonly shown = computed(() => this.rows().filter((r) => this.kind() === null || r.kind === this.kind()));

  protected fill(e: string): string {
    return EDGE_FILL[e] ?? '#999';
  }

  protected words(edges: readonly string[]): string {
    return ['north', 'east', 'south', 'west'].map((d, i) => `${d} ${EDGE_WORD[edges[i]]}`).join(', ');
  }
}
