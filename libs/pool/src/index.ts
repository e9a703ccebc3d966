export * from './tags';
export * from './pool';
export * from './batch';
export {
  CHECKS,
  type CheckName,
  type ItemFigure,
  type ItemResult,
  type VerifyItemPayload,
} from './handlers/verify-item';
