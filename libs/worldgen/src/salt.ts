/** Small tags that keep the seeds of different uses apart (hashed in with hashInts from @levelbench/random). */
export const SALT = {
  plan: 101,
  prio: 103,
  wfc: 107,
  face: 109,
  corner: 113,
  noise: 127,
  cube: 131,
  well: 137,
  town: 139,
  pair: 149,
  fall: 151,
} as const;
