/** The verify checks: their definitions, the registry, and the item payload types. */
export * from './payloads';
export * from './definition';
export * from './registry';
