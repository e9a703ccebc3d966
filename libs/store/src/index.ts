export * from './problems';
export { type StoreRoot, TEMP_NAME } from './paths';
export * from './types';
export * from './confined-store';
export { readRegularFile } from './regular-file';
export * as confined from './confined-async';
export { KeyedLock } from './lock';
export { Journal, type PendingEntry } from './journal';
