import { ChangeDetectionStrategy, Component, computed, effect, inject, signal, untracked } from '@angular/core';
import { MatExpansionModule } from '@angular/material/expansion';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MatSlideToggleModule } from '@angular/material/slide-toggle';
import {
  ARCHETYPES,
  CORE_DEPTH,
  KINDS,
  parseWeights,
  weightsSchema,
  type Kind,
  type Weights,
} from '@levelbench/worldgen';
import { SampleStatsStore } from '../data-access/sample-stats.store';
import { WeightsStore } from '../data-access/weights.store';
import { JsonFileBar } from '../../shared/ui/json-file-bar';
import { RawJsonPanel } from '../../watersort/ui/raw-json-panel';
import { PieceCatalogue } from '../ui/piece-catalogue';
import { PinsEditor } from './pins-editor';
import { WeightSlider, type TypedWeight } from '../ui/weight-slider';
import { percent } from '../util/stats';
import {
  applyWeight,
  currentErrors,
  valueAt,
  weightFieldError,
  type FieldError,
  type WeightPath,
} from '../util/weight-field';
import { themeMultiplier } from '../util/weights-edit';

/** Weights editor: a slider per land kind and per theme, the piece catalogue, live sample statistics. */
@Component({
  selector: 'app-weights-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  imports: [
    MatExpansionModule,
    MatProgressBarModule,
    MatSlideToggleModule,
    WeightSlider,
    PieceCatalogue,
    RawJsonPanel,
    JsonFileBar,
    PinsEditor,
  ],
  templateUrl: './weights-page.html',
  styleUrl: './weights-page.scss',
})
export class WeightsPage {
  protected readonly store = inject(WeightsStore);
  protected readonly stats = inject(SampleStatsStore);
  protected readonly kinds = KINDS;
  protected readonly archetypes = ARCHETYPES;
  protected readonly maxDepth = CORE_DEPTH;
  protected readonly percent = percent;
  protected readonly schema = weightsSchema;
  protected readonly parse = parseWeights;
  protected readonly themeMultiplier = themeMultiplier;
  protected readonly live = signal(true);
  protected readonly firstSeed = signal(1);
  protected readonly seedCount = signal(3);
  protected readonly catalogueDepth = signal(0);
  protected readonly maxObserved = computed(() =>
    Math.max(0.01, ...(this.stats.summary()?.rows ?? []).flatMap((r) => [r.observed, r.expected])),
  );

  constructor() {
    effect((onCleanup) => {
      const w = this.store.draft();
      const [first, count, live] = [this.firstSeed(), this.seedCount(), this.live()];
      if (!live || !this.store.loaded()) return;
      // wait until the slider rests before building worlds
      const t = setTimeout(() => untracked(() => this.stats.sample(w, first, count)), 600);
      onCleanup(() => clearTimeout(t));
    });
  }

  /** Errors of typed weights by field id, with the value each field showed when typed into. */
  private readonly typedErrors = signal<ReadonlyMap<string, FieldError>>(new Map());
  /** The errors still shown: a field whose value changed since (slider, Revert, JSON) has no error any more. */
  protected readonly fieldErrors = computed(() => currentErrors(this.typedErrors(), this.store.draft()));
  protected readonly saveBlocked = computed(() => {
    const n = this.fieldErrors().size;
    return n ? `${n} invalid field${n === 1 ? '' : 's'} — fix before saving` : null;
  });

  /** Bumped by Revert: every weight field shows the draft's value again, whatever was typed. */
  protected readonly revision = signal(0);

  /** Revert: the saved weights, no field error left, every field and slider back on a valid value. */
  protected onRevert(): void {
    this.typedErrors.set(new Map());
    this.revision.update((n) => n + 1);
  }

  protected errorOf(id: string): string | null {
    return this.fieldErrors().get(id)?.message ?? null;
  }

  /** A slider moved: its value is always valid, and any error typed into its field is gone. */
  protected slid(id: string, path: WeightPath, v: number): void {
    this.forget(id);
    this.store.edit(applyWeight(this.store.draft(), path, v));
  }

  /** Text typed into a weight field: checked against the weights schema; a committed valid value goes into the draft. */
  protected typed(id: string, path: WeightPath, t: TypedWeight): void {
    const draft = this.store.draft();
    const message = weightFieldError(draft, path, t);
    if (!message) {
      this.forget(id);
      if (t.commit) this.store.edit(applyWeight(draft, path, Number(t.text)));
      return;
    }
    this.typedErrors.update((m) => new Map(m).set(id, { path, message, was: valueAt(draft, path) }));
  }

  private forget(id: string): void {
    if (!this.typedErrors().has(id)) return;
    this.typedErrors.update((m) => {
      const next = new Map(m);
      next.delete(id);
      return next;
    });
  }

  /** Their version in one line, for the conflict banner. */
  protected readonly describe = (w: Weights): string =>
    KINDS.map((k) => `${k} ${w.pieces[k]}`).join(', ') + `, variants × ${w.variantScale}, ${w.themes.length} themes`;

  protected savedKind(k: Kind): number | null {
    return this.store.saved()?.pieces[k] ?? null;
  }

  protected savedArchetype(a: (typeof ARCHETYPES)[number]): number | null {
    return this.store.saved()?.archetypes[a] ?? null;
  }

  protected savedTheme(i: number, k: Kind): number | null {
    const s = this.store.saved();
    return s ? themeMultiplier(s, i, k) : null;
  }

  protected toggleLive(on: boolean): void {
    this.live.set(on);
    if (!on) this.stats.stop();
  }

  protected setNumber(target: 'seed' | 'count' | 'depth', v: string): void {
    const n = Math.round(Number(v));
    if (!Number.isFinite(n)) return;
    if (target === 'seed') this.firstSeed.set(Math.max(0, n));
    else if (target === 'count') this.seedCount.set(Math.min(32, Math.max(1, n)));
    else this.catalogueDepth.set(Math.min(CORE_DEPTH, Math.max(0, n)));
  }
}
