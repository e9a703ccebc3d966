// The public API of the world generator. Builder stages, the move graph, the RNG and hashing stay internal
// (randomness and hashes come from @levelbench/random).
export { createWorld, type World, type DepthMap, type MapCube, type MapPin } from './world';
export { PIN_ROLES, pinErrors, pinLabel, type Pin, type PinRole } from './pins';
export {
  defaultWeights,
  weightsSchema,
  parseWeights,
  themeAt,
  KINDS,
  ARCHETYPES,
  type Weights,
  type Theme,
  type Kind,
  type Archetype,
} from './weights';
export {
  checkWorld,
  checkPlan,
  checkRoom,
  checkWaterfalls,
  type WorldCheck,
  pinProblems,
  type WorldProblem,
  type CheckOptions,
} from './check';
export {
  facePairSpecs,
  checkFacePair,
  facingCells,
  type FacePairSpec,
  type Mismatch,
  type ComparedCell,
} from './face-pairs';
export { renderDepthMapSvg, renderCubeSvg, KIND_FILL, kindFill } from './render';
export { depthMapJson, cubeJson } from './views';
export type { Verdict, PathStep } from './inspector';
export {
  ROUTE_MIN,
  ROUTE_MAX,
  ROOMS_MAX,
  TREASURES,
  type DepthPlan,
  type Room,
  type RoomRole,
  type Guardian,
} from './planner';
export { PIECES, kindOf, type Piece, type Edge } from './pieces';
export { pieceWeights } from './wfc';
export { collapseTrace, type CollapseTrace, type CollapseStep } from './collapse-trace';
export type { FaceSpec, FacePortal } from './faces';
export { CORE_DEPTH, SIZE, DIRS, ringInner, ringOuter, inRing, type XY, type Dir } from './geometry';
export { FENCE_BIT } from './moves';
export { inspectCube, cubeProblems, type Cube, type CubePortal, type Spot } from './cube';
export { inspectCubeFull, parseCubeJson, cubeFileSchema, type CubeInspection } from './cube-file';
export { FENCE_DROP, type CubeProblem, type GeometryRule } from './geometry-rules';
export type { CubeSpec, CubeRole, PortalSpec } from './cube-spec';
export { worldStats, statsLines, depthKindShares, type WorldStats, type StatsOptions } from './stats';
export { worldgenFormat } from './game';
