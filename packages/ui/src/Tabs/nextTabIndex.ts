/** The keys that move focus along a horizontal tab list. */
export type TabNavigationKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * Where focus goes from tab `current` on `key`: Left/Right move to the previous/next enabled tab
 * and wrap around; Home/End go to the first/last enabled tab. In a right-to-left document Left and
 * Right swap (`dir: 'rtl'`). Returns `null` for any other key or when no tab is enabled.
 */
export function nextTabIndex(
  key: string,
  current: number,
  disabled: readonly boolean[],
  dir: 'ltr' | 'rtl' = 'ltr',
): number | null {
  const count = disabled.length;
  const enabled = (index: number) => !disabled[index];
  if (count === 0 || !disabled.some((isDisabled) => !isDisabled)) return null;

  const scan = (from: number, step: 1 | -1) => {
    for (let offset = 1; offset <= count; offset += 1) {
      const index = (((from + step * offset) % count) + count) % count;
      if (enabled(index)) return index;
    }
    return null;
  };

  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return scan(current, 1);
    case backward:
      return scan(current, -1);
    case 'Home':
      return scan(-1, 1);
    case 'End':
      return scan(count, -1);
    default:
      return null;
  }
}
