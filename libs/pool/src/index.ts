export * from './task-map';
export * from './router';
export * from './errors';
export * from './pool';
export * from './batch';
export { internByJson } from './intern';
