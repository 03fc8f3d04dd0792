import { RIPPLE_DURATION_MS } from './constants';

export { RIPPLE_DURATION_MS };

/** Size and position of a ripple circle covering the element from the click point (pure). */
export function rippleGeometry(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): { size: number; x: number; y: number } {
  // A click from the keyboard has no coordinates: start from the centre.
  const px = clientX === 0 && clientY === 0 ? rect.left + rect.width / 2 : clientX;
  const py = clientX === 0 && clientY === 0 ? rect.top + rect.height / 2 : clientY;
  const dx = Math.max(px - rect.left, rect.left + rect.width - px);
  const dy = Math.max(py - rect.top, rect.top + rect.height - py);
  const size = 2 * Math.ceil(Math.hypot(dx, dy));
  return { size, x: px - rect.left - size / 2, y: py - rect.top - size / 2 };
}
