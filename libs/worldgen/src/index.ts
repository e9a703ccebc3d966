export { createWorld, PIECE_COUNT, type World, type DepthMap, type MapCube } from './world';
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
export { checkWorld, checkPlan, checkRoom, type WorldCheck, type CheckOptions } from './check';
export { facePairSpecs, checkFacePair, facingCells, type FacePairSpec, type Mismatch } from './face-pairs';
export { renderDepthMapSvg, renderCubeSvg } from './render';
export { inspect, type Verdict, type InspectInput, type PathStep } from './inspector';
export {
  planDepth,
  planWorld,
  backtrackRoute,
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
export { collapse, layersOf, pieceWeights, type Collapsed } from './wfc';
export { collapseTrace, type CollapseTrace, type CollapseStep } from './collapse-trace';
export { decideFace, type FaceSpec } from './faces';
export { CORE_DEPTH, TOWN_DEPTH, SIZE, ringInner, ringOuter, inRing, type XY, type Dir } from './geometry';
export { hash32, hashKey, mix, Rng } from './rng';
export { emptyGeo, node, CLEARANCE, type Geo, type MoveKind } from './moves';
export { generate, attempt, MAX_TRIES, PIPELINES } from './builder/generate';
export { geoOfCube, inspectCube, type Cube, type CubePortal, type Spot } from './cube';
export type { CubeSpec, CubeRole, PortalSpec } from './cube-spec';
