import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { useWorkbench } from './support';

/** Frames of a GIF file, walked block by block: each image's delay (ms) and size; the loop count if given. */
function decodeGif(bytes: Buffer): {
  width: number;
  height: number;
  frames: { delayMs: number; w: number; h: number }[];
  loops: number | null;
} {
  if (bytes.subarray(0, 6).toString('latin1') !== 'GIF89a') throw new Error('not a GIF89a file');
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  let p = 13;
  const packed = bytes[10];
  if (packed & 0x80) p += 3 * (1 << ((packed & 7) + 1)); // global colour table
  const skipSubBlocks = () => {
    while (bytes[p] !== 0) p += bytes[p] + 1;
    p++;
  };
  const frames: { delayMs: number; w: number; h: number }[] = [];
  let delay = 0;
  let loops: number | null = null;
  for (;;) {
    const b = bytes[p++];
    if (b === 0x3b) break; // trailer
    if (b === 0x21) {
      const label = bytes[p++];
      if (label === 0xf9) delay = bytes.readUInt16LE(p + 2) * 10; // graphic control: delay in 1/100 s
      if (label === 0xff && bytes.subarray(p + 1, p + 12).toString('latin1') === 'NETSCAPE2.0')
        loops = bytes.readUInt16LE(p + 15);
      skipSubBlocks();
    } else if (b === 0x2c) {
      const w = bytes.readUInt16LE(p + 4);
      const h = bytes.readUInt16LE(p + 6);
      const local = bytes[p + 8];
      p += 9;
      if (local & 0x80) p += 3 * (1 << ((local & 7) + 1));
      p++; // LZW minimum code size
      skipSubBlocks();
      frames.push({ delayMs: delay, w, h });
    } else throw new Error(`unexpected GIF block 0x${b?.toString(16)} at ${p - 1}`);
  }
  return { width, height, frames, loops };
}

test.describe('GIF export of an optimal line (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1400, height: 1000 });

  test('downloads an animated GIF with one frame per step (start + one per tip), looping, at review speed', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    page.once('dialog', (d) => void d.accept());
    const line = await wb.pigment.animateFirstOptimalLine('what-you-leave');
    const [download] = await Promise.all([
      page.waitForEvent('download').catch((e: Error) => {
        throw new Error(`${e.message}; console: ${wb.browser.errors.join(' | ')}`);
      }),
      page.getByRole('button', { name: 'Export GIF' }).click(),
    ]);
    expect(wb.browser.errors).toEqual([]);
    expect(download.suggestedFilename()).toBe(`what-you-leave-${line}.gif`);
    const gif = decodeGif(readFileSync((await download.path()) as string));
    // the PNG strip's frame: 5 cells × 24 px with 8 px around, plus the caption line
    expect([gif.width, gif.height]).toEqual([5 * 24 + 16, 5 * 24 + 20 + 16]);
    expect(gif.frames).toHaveLength(line.length + 1);
    expect(gif.frames.every((f) => f.w === gif.width && f.h === gif.height)).toBe(true);
    const delays = gif.frames.map((f) => f.delayMs);
    expect(delays[0]).toBe(1500);
    expect(delays[delays.length - 1]).toBe(1500);
    expect(delays.slice(1, -1).every((d) => d === 600)).toBe(true);
    expect(gif.loops).toBe(0); // forever
  });
});
