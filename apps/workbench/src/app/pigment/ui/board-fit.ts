/** Cell pitch of the board at zoom 1 (56 px cells, 4 px gaps) and its frame (padding and border). */
export const PITCH = 60;
export const FRAME = 18;
/** The smallest zoom a fitted board is drawn at. */
export const MIN_ZOOM = 0.3;

/** The zoom at which a board of `cols` × `rows` cells fits `width` × `height` pixels (never above 1). */
export function fitZoom(cols: number, rows: number, width: number, height: number): number {
  const z = Math.min(1, (width - 2) / (cols * PITCH + FRAME), (height - 2) / (rows * PITCH + FRAME));
  return Math.max(MIN_ZOOM, Math.floor(z * 100) / 100);
}

/** The room a board drawn in `el` has: the element's width, and the window's height below its top. */
export interface Room {
  readonly width: number;
  readonly height: number;
}

/**
 * Calls `onRoom` now and whenever `el` or the window changes size, with the room a board in `el` has
 * (`bottom` px are kept free under it). Returns the function that stops watching.
 */
export function watchRoom(el: HTMLElement, onRoom: (room: Room) => void, bottom = 16): () => void {
  const measure = () => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    onRoom({ width: el.clientWidth, height: Math.max(240, window.innerHeight - top - bottom) });
  };
  measure();
  const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
  ro?.observe(el);
  window.addEventListener('resize', measure);
  return () => {
    ro?.disconnect();
    window.removeEventListener('resize', measure);
  };
}
