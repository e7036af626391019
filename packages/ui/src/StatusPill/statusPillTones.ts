/**
 * The tones of a status pill. Generic on purpose: the kit knows no product's states; the app maps
 * each of its states (a vehicle's status, a due state, a task's priority) to a tone and a label.
 */
export const statusPillTones = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type StatusPillTone = (typeof statusPillTones)[number];

/** Background, text and border of one tone. */
export interface ToneColors {
  background: string;
  text: string;
  border: string;
}

/**
 * Tinted backgrounds with dark text (light theme) and dark backgrounds with light text (dark
 * theme), every pair at 4.5:1 or more (WCAG AA, checked by the table test).
 */
export const statusPillColors: Record<'light' | 'dark', Record<StatusPillTone, ToneColors>> = {
  light: {
    success: { background: '#e3f4e8', text: '#14532d', border: '#8fcca2' },
    warning: { background: '#fff1d6', text: '#6b3a00', border: '#e8b960' },
    danger: { background: '#fde7e7', text: '#8f1d17', border: '#ee9a96' },
    info: { background: '#e3eefb', text: '#0b4486', border: '#93b9e6' },
    neutral: { background: '#eef1f5', text: '#323e4a', border: '#bcc6d1' },
  },
  dark: {
    success: { background: '#12301d', text: '#a6e3b8', border: '#2f6b43' },
    warning: { background: '#3a2806', text: '#ffd58a', border: '#7a5716' },
    danger: { background: '#3d1412', text: '#ffb3ae', border: '#80302b' },
    info: { background: '#0f2745', text: '#a9cdf7', border: '#2c5a8f' },
    neutral: { background: '#222a33', text: '#d2dae3', border: '#4a5663' },
  },
};

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const [r, g, bl] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
      number,
      number,
      number,
    ];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
