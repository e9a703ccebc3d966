import { COLOR_NAMES, PALETTE } from './palette';

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
}
function hue([r, g, b]: [number, number, number]): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
function lightness([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y;
}

describe('palette', () => {
  it('has 9 uniquely named colours', () => {
    expect(PALETTE).toHaveLength(9);
    expect(new Set(COLOR_NAMES).size).toBe(9);
    for (const c of PALETTE) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps every pair apart in hue and in lightness', () => {
    for (let i = 0; i < PALETTE.length; i++) {
      for (let j = i + 1; j < PALETTE.length; j++) {
        const a = rgb(PALETTE[i].hex);
        const b = rgb(PALETTE[j].hex);
        const dh = Math.min(Math.abs(hue(a) - hue(b)), 360 - Math.abs(hue(a) - hue(b)));
        const dl = Math.abs(lightness(a) - lightness(b));
        const pair = `${PALETTE[i].name}/${PALETTE[j].name}`;
        expect([pair, dh >= 20]).toEqual([pair, true]);
        expect([pair, dl >= 5]).toEqual([pair, true]);
        if (dh < 60) expect([pair, dl >= 15]).toEqual([pair, true]);
      }
    }
  });
});
