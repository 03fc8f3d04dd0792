/** Index reached from `index` by a navigation key among `count` items (wraps around), or null for other keys. */
export function moveIndex(key: string, index: number, count: number, { wrap = true } = {}): number | null {
  if (count <= 0) return null;
  const clamp = (i: number) => (wrap ? (i + count) % count : Math.min(Math.max(i, 0), count - 1));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return clamp(index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The section selected after a click on a section's button: clicking the selected one again deselects it (docs/spec.md §4). */
export function toggleSection(selected: string | null, clicked: string): string | null {
  return selected === clicked ? null : clicked;
}
