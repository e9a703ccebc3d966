import { Injectable } from '@angular/core';
import { defaultWeights, type Weights } from '@levelbench/worldgen';
import { JsonFileStore, type JsonFileConflict } from '../../shared/data-access/json-file.store';

/** The version on the server that a save collided with. */
export type WeightsConflict = JsonFileConflict<Weights>;

/** `levels/worldgen/weights.json`: saved version, the designer's draft, save with ETag conflict handling. */
@Injectable({ providedIn: 'root' })
export class WeightsStore extends JsonFileStore<Weights> {
  constructor() {
    super({ game: 'worldgen', id: 'weights', defaults: defaultWeights, parse: (w) => w });
  }
}
