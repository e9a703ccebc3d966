import { Injectable } from '@angular/core';
import { defaultWeights, type Weights } from '@levelbench/worldgen';
import { JsonFileStore } from '../../shared/data-access/json-file.store';

/** `levels/worldgen/weights.json`: saved version, the designer's draft, save with ETag conflict handling. */
@Injectable({ providedIn: 'root' })
export class WeightsStore extends JsonFileStore<Weights> {
  constructor() {
    super({ game: 'worldgen', id: 'weights', defaults: defaultWeights, parse: (w) => w });
  }
}
