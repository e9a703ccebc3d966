export * from './format-error';
export * from './validate';
