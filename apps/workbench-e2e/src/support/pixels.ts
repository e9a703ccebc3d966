import type { Locator, Page } from '@playwright/test';

/** The RGB pixels of a screenshot, row-major (`data` holds r, g, b, a per pixel). */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: number[];
}

/**
 * Screenshots `target` as it is drawn and decodes the PNG in the page itself (createImageBitmap on a Blob,
 * no URL for the CSP to refuse), so tests can read colours without a PNG library.
 */
export async function pixelsOf(page: Page, target: Locator): Promise<Pixels> {
  const png = (await target.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D context');
    ctx.drawImage(bmp, 0, 0);
    const img = ctx.getImageData(0, 0, bmp.width, bmp.height);
    return { width: bmp.width, height: bmp.height, data: Array.from(img.data) };
  }, png);
}

/** The pixel at x, y as `#rrggbb`. */
export function pixelAt(p: Pixels, x: number, y: number): string {
  const i = (Math.round(y) * p.width + Math.round(x)) * 4;
  return '#' + [0, 1, 2].map((k) => p.data[i + k].toString(16).padStart(2, '0')).join('');
}

/** True when two `#rrggbb` colours differ by at most `tolerance` in every channel. */
export function near(a: string, b: string, tolerance = 12): boolean {
  const ch = (h: string, k: number) => parseInt(h.slice(1 + 2 * k, 3 + 2 * k), 16);
  return [0, 1, 2].every((k) => Math.abs(ch(a, k) - ch(b, k)) <= tolerance);
}

/** The share (0 … 1) of the pixels within `tolerance` of `hex`. */
export function shareNear(p: Pixels, hex: string, tolerance = 12): number {
  let n = 0;
  for (let y = 0; y < p.height; y++) for (let x = 0; x < p.width; x++) if (near(pixelAt(p, x, y), hex, tolerance)) n++;
  return n / (p.width * p.height);
}
