export * from './problems';
export { type StoreRoot, TEMP_NAME } from './paths';
export * from './types';
export * from './confined-store';
export { readRegularFileSync } from './regular-file';
export * as confined from './confined-async';
export * as confinedSync from './confined-sync';
export { KeyedLock } from './lock';
export { Journal, type PendingEntry } from './journal';
