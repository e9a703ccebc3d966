export * from './tags';
export * from './pool';
export * from './batch';
