/** Where a popup goes relative to its anchor. */
export type Placement = 'bottom-start' | 'bottom-end' | 'right-start';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A fixed position for a popup of `size` next to `anchor`, `gutter` pixels
 * away, flipped to the other side when it would leave the viewport and kept
 * 8 px inside it.
 */
export function placePopup(anchor: Rect, size: { width: number; height: number }, placement: Placement, gutter: number, viewport = { width: innerWidth, height: innerHeight }) {
  const margin = 8;
  let x: number;
  let y: number;
  if (placement === 'right-start') {
    x = anchor.x + anchor.width + gutter;
    if (x + size.width > viewport.width - margin) x = anchor.x - gutter - size.width;
    y = anchor.y;
  } else {
    x = placement === 'bottom-end' ? anchor.x + anchor.width - size.width : anchor.x;
    y = anchor.y + anchor.height + gutter;
    if (y + size.height > viewport.height - margin && anchor.y - gutter - size.height >= margin) y = anchor.y - gutter - size.height;
  }
  x = Math.min(Math.max(margin, x), Math.max(margin, viewport.width - margin - size.width));
  y = Math.min(Math.max(margin, y), Math.max(margin, viewport.height - margin - size.height));
  return { x: Math.round(x), y: Math.round(y) };
}
