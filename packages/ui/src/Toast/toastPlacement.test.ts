import { describe, expect, it } from 'vitest';
import { overlaps, placeToasts, type Box } from './toastPlacement';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
/** A drawer at the right edge, full height, with its footer's top at `footerTop`. */
const drawer = (viewport: { width: number; height: number }, width: number, footerTop: number) => ({
  dialog: { top: 0, right: viewport.width, bottom: viewport.height, left: viewport.width - width },
  footer: { top: footerTop, right: viewport.width, bottom: viewport.height, left: viewport.width - width },
});

/** The region's box for a placement and height. */
function regionBox(
  viewport: { width: number; height: number },
  height: number,
  input: Parameters<typeof placeToasts>[0],
): Box {
  const placed = placeToasts(input);
  const bottom = viewport.height - placed.bottom;
  const left = placed.side === 'start' ? placed.inset : viewport.width - placed.inset - placed.width;
  return { top: bottom - height, bottom, left, right: left + placed.width };
}

describe('placeToasts', () => {
  it.each([
    [
      'no dialog: the bottom right corner',
      desktop,
      null,
      null,
      80,
      { side: 'end', bottom: 16, inset: 16, width: 380, reason: 'corner' },
    ],
    [
      'no dialog on a phone: the full width less the margins',
      phone,
      null,
      null,
      80,
      { side: 'end', bottom: 16, inset: 16, width: 358, reason: 'corner' },
    ],
    [
      'a 480 px drawer at 1440 px: beside it, on the left',
      desktop,
      drawer(desktop, 480, 820).dialog,
      drawer(desktop, 480, 820).footer,
      80,
      { side: 'start', bottom: 16, inset: 16, width: 380, reason: 'beside' },
    ],
    [
      'a 720 px drawer at 1024 px: too little room beside it, above its footer',
      { width: 1024, height: 768 },
      drawer({ width: 1024, height: 768 }, 720, 700).dialog,
      drawer({ width: 1024, height: 768 }, 720, 700).footer,
      80,
      { side: 'end', bottom: 76, inset: 16, width: 380, reason: 'aboveFooter' },
    ],
    [
      'a full-width drawer on a phone: above its footer',
      phone,
      drawer(phone, 390, 772).dialog,
      drawer(phone, 390, 772).footer,
      80,
      { side: 'end', bottom: 80, inset: 16, width: 358, reason: 'aboveFooter' },
    ],
    [
      'a centred confirm dialog on a phone with room below: the corner, below it',
      phone,
      { top: 300, right: 374, bottom: 500, left: 16 },
      null,
      80,
      { side: 'end', bottom: 16, inset: 16, width: 358, reason: 'below' },
    ],
    [
      'a 320 px wide dialog at 1440 px: beside it, on the wider side',
      desktop,
      { top: 300, right: 1000, bottom: 500, left: 680 },
      null,
      80,
      { side: 'start', bottom: 16, inset: 16, width: 380, reason: 'beside' },
    ],
  ] as const)('%s', (_name, viewport, dialog, footer, regionHeight, expected) => {
    expect(placeToasts({ viewport, dialog, footer, regionHeight })).toEqual(expected);
  });

  it.each([
    ['1440 x 900, 480 px drawer', desktop, drawer(desktop, 480, 820)],
    [
      '1280 x 900, 720 px drawer',
      { width: 1280, height: 900 },
      drawer({ width: 1280, height: 900 }, 720, 820),
    ],
    ['390 x 844, full-width drawer', phone, drawer(phone, 390, 772)],
  ] as const)('three toasts never cover the footer: %s', (_name, viewport, { dialog, footer }) => {
    const height = 3 * 72 + 16;
    const box = regionBox(viewport, height, { viewport, dialog, footer, regionHeight: height });
    expect(overlaps(box, footer)).toBe(false);
  });

  it('overlaps: touching edges are not an overlap, shared area is', () => {
    const a = { top: 0, right: 10, bottom: 10, left: 0 };
    expect(overlaps(a, { top: 10, right: 10, bottom: 20, left: 0 })).toBe(false);
    expect(overlaps(a, { top: 9, right: 10, bottom: 20, left: 0 })).toBe(true);
  });
});
