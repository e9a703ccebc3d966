export * from './problems';
export * from './types';
export * from './confined-store';
export { readRegularFile } from './regular-file';
export * as confined from './confined-async';
export { KeyedLock } from './lock';
export { Journal } from './journal';
