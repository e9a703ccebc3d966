import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { CORE_DEPTH, type Pin, type Weights } from '@levelbench/worldgen';
import {
  PIN_FORCES,
  PIN_TARGETS,
  addPin,
  pinRowErrors,
  pinsOf,
  reforce,
  removePin,
  retarget,
  withPin,
  type PinForce,
  type PinTarget,
} from '../util/pins-edit';

/**
 * The weights' pins as a small table: depth, where (a role or a cube position), what is forced (a kind or a
 * piece), add and remove. Every edit goes into the draft; a pin that can never hold shows why at its row.
 */
@Component({
  selector: 'app-pins-editor',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h2>Pins <small>(a piece or kind forced in every world)</small></h2>
    <table class="pins" aria-label="Pins">
      <thead>
        <tr>
          <th>Depth</th>
          <th>Where</th>
          <th>Cube</th>
          <th>Force</th>
          <th>Piece</th>
          <th><span class="visually-hidden">Remove</span></th>
        </tr>
      </thead>
      <tbody>
        @for (p of pins(); track $index; let k = $index) {
          <tr [attr.data-testid]="'pin-' + k">
            <td>
              <input
                type="number"
                min="0"
                [max]="maxDepth"
                [value]="p.depth"
                [attr.aria-label]="'pin ' + k + ' depth'"
                [attr.aria-invalid]="errors().has(k)"
                (change)="setDepth(k, $any($event.target).value)"
              />
            </td>
            <td>
              <select [attr.aria-label]="'pin ' + k + ' where'" (change)="setTarget(k, $any($event.target).value)">
                @for (t of targets; track t) {
                  <option [value]="t" [selected]="(p.role ?? 'at') === t">{{ t === 'at' ? 'cube at' : t }}</option>
                }
              </select>
            </td>
            <td>
              @if (p.at; as at) {
                @for (a of axes; track a.axis) {
                  <input
                    type="number"
                    class="xy"
                    [value]="at[a.axis]"
                    [attr.aria-label]="'pin ' + k + ' ' + a.name"
                    (change)="setAt(k, a.axis, $any($event.target).value)"
                  />
                }
              }
            </td>
            <td>
              <select [attr.aria-label]="'pin ' + k + ' force'" (change)="setForce(k, $any($event.target).value)">
                @for (f of forces; track f) {
                  <option [value]="f" [selected]="(p.kind ?? 'piece') === f">
                    {{ f === 'piece' ? 'one piece' : f }}
                  </option>
                }
              </select>
            </td>
            <td>
              @if (p.piece !== undefined) {
                <input
                  type="text"
                  class="piece"
                  [value]="p.piece"
                  [attr.aria-label]="'pin ' + k + ' piece'"
                  (change)="setPiece(k, $any($event.target).value)"
                />
              }
            </td>
            <td><button type="button" (click)="remove(k)" [attr.aria-label]="'remove pin ' + k">Remove</button></td>
          </tr>
          @if (errors().get(k); as e) {
            <tr>
              <td colspan="6" class="error" role="alert" [attr.data-testid]="'pin-error-' + k">{{ e }}</td>
            </tr>
          }
        }
      </tbody>
    </table>
    <button type="button" (click)="add()" data-testid="add-pin">Add pin</button>
  `,
  styles: `
    :host {
      display: block;
      margin-top: 16px;
    }
    table.pins {
      border-collapse: collapse;
    }
    th,
    td {
      padding: 2px 4px;
      text-align: left;
    }
    input[type='number'] {
      width: 4.5em;
    }
    input.xy {
      width: 3.5em;
    }
    input.piece {
      width: 8em;
    }
    .error {
      color: var(--error-text, #b3261e);
    }
  `,
})
export class PinsEditor {
  /** The weights draft whose pins are edited. */
  readonly weights = input.required<Weights>();
  /** The draft with the pins edited. */
  readonly changed = output<Weights>();

  protected readonly maxDepth = CORE_DEPTH;
  protected readonly targets = PIN_TARGETS;
  protected readonly forces = PIN_FORCES;
  /** The two coordinate fields of a pin's cube. */
  protected readonly axes = [
    { axis: 0, name: 'x' },
    { axis: 1, name: 'y' },
  ] as const;
  protected readonly pins = computed(() => pinsOf(this.weights()));
  protected readonly errors = computed(() => pinRowErrors(this.pins()));

  protected add(): void {
    this.changed.emit(addPin(this.weights()));
  }

  protected remove(k: number): void {
    this.changed.emit(removePin(this.weights(), k));
  }

  protected setDepth(k: number, raw: string): void {
    const n = Math.round(Number(raw));
    if (!Number.isFinite(n)) return;
    this.update(k, { ...this.pins()[k], depth: Math.min(CORE_DEPTH, Math.max(0, n)) });
  }

  protected setTarget(k: number, t: PinTarget): void {
    this.update(k, retarget(this.pins()[k], t));
  }

  protected setAt(k: number, axis: 0 | 1, raw: string): void {
    const n = Math.round(Number(raw));
    const at = this.pins()[k].at;
    if (!Number.isFinite(n) || !at) return;
    const next: [number, number] = axis === 0 ? [n, at[1]] : [at[0], n];
    this.update(k, { ...this.pins()[k], at: next });
  }

  protected setForce(k: number, f: PinForce): void {
    this.update(k, reforce(this.pins()[k], f));
  }

  protected setPiece(k: number, name: string): void {
    this.update(k, { ...this.pins()[k], piece: name.trim() });
  }

  private update(k: number, pin: Pin): void {
    this.changed.emit(withPin(this.weights(), k, pin));
  }
}
