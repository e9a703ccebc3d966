import { DIRS, roll, type Die, type Dir } from '@levelbench/pigment';
import { NORMALS, TIP_LIFT, facesBefore, projectCube, tipDir, tipPose, turn, type Slot } from './die-roll';
import { cubeFaces } from './die-cube';

const AFTER = { D: 'red', U: 'blue', N: 'white', S: 'black', E: 'yellow', W: 'empty' } as const;
const near = (a: readonly number[], b: readonly number[]) => a.every((v, i) => Math.abs(v - b[i]) < 1e-9);

/** What a drawn cube shows: each visible polygon (rounded) with the colour of its slot. */
function picture(faces: Readonly<Record<Slot, string>>, dir: Dir | null, angle: number): string[] {
  return projectCube(40, dir, angle)
    .map(
      (f) =>
        `${faces[f.slot]}@${f.points
          .map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`)
          .sort()
          .join(' ')}`,
    )
    .sort();
}

describe('the die tip animation (a quarter-turn roll around the tip axis, lifted on a sine arc)', () => {
  it('turns 0 → 90° over the tip and lifts on a sine arc: none at the ends, the most half-way', () => {
    expect(tipPose(0)).toEqual({ angleDeg: 0, lift: 0, along: 0 });
    expect(tipPose(1).angleDeg).toBe(90);
    expect(tipPose(1).lift).toBeCloseTo(0, 9);
    expect(tipPose(0.5)).toEqual({ angleDeg: 45, lift: TIP_LIFT, along: 0.5 });
    expect(tipPose(0.25).lift).toBeCloseTo(TIP_LIFT * Math.SQRT1_2, 9);
    expect(tipPose(0.25).angleDeg).toBe(22.5); // the turn is linear in time, the lift is not
    expect(tipPose(2)).toEqual(tipPose(1)); // clamped
  });

  it('a quarter turn takes the up face to the direction of travel, around an axis on the floor across it', () => {
    const q = Math.PI / 2;
    expect(near(turn(NORMALS.U, 'E', q), NORMALS.E)).toBe(true);
    expect(near(turn(NORMALS.U, 'W', q), NORMALS.W)).toBe(true);
    expect(near(turn(NORMALS.U, 'N', q), NORMALS.N)).toBe(true);
    expect(near(turn(NORMALS.U, 'S', q), NORMALS.S)).toBe(true);
    // the axis itself does not move: north–south for a tip east, east–west for a tip north
    expect(near(turn(NORMALS.N, 'E', 0.7), NORMALS.N)).toBe(true);
    expect(near(turn(NORMALS.E, 'N', 0.7), NORMALS.E)).toBe(true);
  });

  it('reads the direction of a tip from its cells (x grows east, y grows south); a jump is no tip', () => {
    expect([tipDir([2, 2], [3, 2]), tipDir([2, 2], [1, 2]), tipDir([2, 2], [2, 1]), tipDir([2, 2], [2, 3])]).toEqual([
      'E',
      'W',
      'N',
      'S',
    ]);
    expect(tipDir([2, 2], [3, 3])).toBeNull();
    expect(tipDir([2, 2], [2, 2])).toBeNull();
  });

  it.each(DIRS)('faces before a tip %s are the rules’ roll undone', (dir) => {
    const before = facesBefore(AFTER, dir);
    expect(roll(before as unknown as Die, dir)).toEqual(AFTER);
  });

  it.each(DIRS)(
    'at 90° the turned cube with the faces before a tip %s looks exactly like the cube after it at rest (the swap is invisible)',
    (dir) => {
      const end = picture(facesBefore(AFTER, dir), dir, Math.PI / 2);
      expect(end).toEqual(picture(AFTER, null, 0));
      // and half-way it is neither (it really turns)
      const mid = picture(facesBefore(AFTER, dir), dir, Math.PI / 4);
      expect(mid).not.toEqual(picture(AFTER, null, 0));
      expect(mid).not.toEqual(picture(facesBefore(AFTER, dir), null, 0));
    },
  );

  it('at rest draws the three near faces where the flat die cube draws them, back to front', () => {
    const faces = projectCube(40, null, 0);
    expect(faces.map((f) => f.slot)).toEqual(['U', 'E', 'S']);
    const flat = cubeFaces(40);
    const pts = (p: readonly (readonly [number, number])[]) =>
      p.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).sort();
    const flatPts = (s: string) => s.split(' ').sort();
    expect(pts(faces[0].points)).toEqual(flatPts(flat.top.points));
    expect(pts(faces[1].points)).toEqual(flatPts(flat.right.points));
    expect(pts(faces[2].points)).toEqual(flatPts(flat.front.points));
  });
});
