/**
 * Secondary entry `@levelbench/pool/worker`: what code inside a worker thread needs (the router,
 * input interning, budgets), without piscina and RxJS, which the host side (`@levelbench/pool`) loads.
 */
export * from './task-map';
export * from './router';
export * from './errors';
export { internByJson } from './intern';
