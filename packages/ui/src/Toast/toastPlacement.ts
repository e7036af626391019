/** A box on screen, in CSS px from the viewport's top left (a DOMRect's fields). */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface ToastPlacementInput {
  /** The window's size. */
  viewport: { width: number; height: number };
  /** The open modal dialog (a drawer's panel, a confirm dialog), or null when none is open. */
  dialog: Box | null;
  /** Its action bar (a drawer's Save and Cancel), when it has one. */
  footer: Box | null;
  /** How tall the toasts are now (0 before the first shows). */
  regionHeight: number;
  /** The margin to the window's edges and to the dialog. Default 16. */
  margin?: number;
  /** The widest the toasts get. Default 380. */
  maxWidth?: number;
  /** The narrowest room beside a dialog that the toasts go into. Default 280. */
  minWidth?: number;
}

/** Where the toast region goes: fixed offsets from the window's edges, in px. */
export interface ToastPlacement {
  /** `end` sits at the right edge, `start` at the left (physical: the app's languages are all left to right). */
  side: 'start' | 'end';
  /** The distance from the window's bottom edge. */
  bottom: number;
  /** The distance from the window's side edge given by `side`. */
  inset: number;
  width: number;
  /** Why: the default corner, beside the dialog, below it, or above its footer. */
  reason: 'corner' | 'beside' | 'below' | 'aboveFooter';
}

/**
 * The toasts' place (docs in Toast.tsx): the bottom right corner; with a modal dialog open, where
 * they cover none of it: beside it when there is room on its left or right (a drawer on a wide
 * window), else below it (a confirm dialog on a tall window), else just above its footer, so
 * its Save and Cancel stay visible and pressable (a full-width drawer on a phone, whose body
 * scrolls under them).
 */
export function placeToasts({
  viewport,
  dialog,
  footer,
  regionHeight,
  margin = 16,
  maxWidth = 380,
  minWidth = 280,
}: ToastPlacementInput): ToastPlacement {
  const cornerWidth = Math.max(0, Math.min(maxWidth, viewport.width - margin * 2));
  const corner: ToastPlacement = {
    side: 'end',
    bottom: margin,
    inset: margin,
    width: cornerWidth,
    reason: 'corner',
  };
  if (!dialog) return corner;

  const roomLeft = dialog.left - margin * 2;
  const roomRight = viewport.width - dialog.right - margin * 2;
  if (Math.max(roomLeft, roomRight) >= minWidth) {
    // The wider side; a drawer (at the right) leaves the left.
    const side = roomRight >= roomLeft ? 'end' : 'start';
    return {
      side,
      bottom: margin,
      inset: margin,
      width: Math.min(maxWidth, Math.max(roomLeft, roomRight)),
      reason: 'beside',
    };
  }

  const roomBelow = viewport.height - dialog.bottom - margin * 2;
  if (regionHeight > 0 && roomBelow >= regionHeight) return { ...corner, reason: 'below' };

  // Just above the footer; a dialog without one: above the dialog when there is room, else over its foot.
  const roomAbove = dialog.top - margin * 2;
  const line = footer
    ? footer.top
    : regionHeight > 0 && roomAbove >= regionHeight
      ? dialog.top
      : dialog.bottom;
  const bottom = Math.max(margin, viewport.height - line + margin / 2);
  return { ...corner, bottom, reason: 'aboveFooter' };
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
