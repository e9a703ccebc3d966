import { Injectable } from '@angular/core';
import { defaultCurve, type Curve } from '@levelbench/watersort';
import { JsonFileStore } from '../../shared/data-access/json-file.store';
import { sameCurve } from '../util/curve-edit';
import { pinsOf } from '../util/curve-pins';

/** Keeps only the curve's own fields (a saved file may carry others): the ranking axis and the pins stay. */
function cleanCurve(curve: Curve): Curve {
  const pinned = pinsOf(curve);
  return {
    levels: curve.levels,
    candidates: curve.candidates,
    tiers: curve.tiers.map((t) => ({ colors: t.colors, levels: t.levels })),
    ...(curve.rankBy ? { rankBy: curve.rankBy } : {}),
    ...(pinned.length ? { pinned } : {}),
  };
}

/** `levels/watersort/curve.json`: the saved version, the designer's draft, save with ETag conflict handling. */
@Injectable({ providedIn: 'root' })
export class CurveStore extends JsonFileStore<Curve> {
  constructor() {
    super({ game: 'watersort', id: 'curve', defaults: defaultCurve, parse: cleanCurve, same: sameCurve });
  }
}
