export * from './format-error';
export * from './validate';
export * from './locate';
export * from './game';
