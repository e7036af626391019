import { createContext, useContext, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import type { Theme } from './tokens';

/** What floats: a popover (menu, combobox list, date picker), a tooltip, or a modal dialog (drawer, confirmation). */
export type FloatingKind = 'popover' | 'tooltip' | 'dialog';

/** How far above the layer it was opened from each kind floats: a popover just above, a tooltip above that, a dialog above both. */
const stepAbove: Record<FloatingKind, number> = { popover: 1, tooltip: 2, dialog: 3 };

/**
 * The z-index of a floating element of `kind` opened from inside a layer at `layer` (the
 * z-index of the dialog it was opened from), or from the page when `layer` is null. On the
 * page each kind has its theme layer (popover 1100, tooltip 1200, dialog 1300); inside a
 * dialog it floats just above that dialog (popover + 1, tooltip + 2, a dialog + 3), and never
 * below its theme layer.
 */
export function layerZIndex(zIndex: Theme['zIndex'], kind: FloatingKind, layer: number | null): number {
  return layer === null ? zIndex[kind] : Math.max(zIndex[kind], layer + stepAbove[kind]);
}

const LayerContext = createContext<number | null>(null);

export interface FloatingLayerProps {
  /** The z-index of the element that opens the layer (a dialog's backdrop). */
  zIndex: number;
  children?: ReactNode;
}

/**
 * Marks its content as a layer at `zIndex`: every kit popover, tooltip and dialog opened from
 * inside it (the Drawer and ConfirmDialog provide one) floats above it, although it is
 * portalled to the end of the body. A host's own modal provides one the same way.
 */
export function FloatingLayer({ zIndex, children }: FloatingLayerProps) {
  return <LayerContext.Provider value={zIndex}>{children}</LayerContext.Provider>;
}

/** The z-index a floating element of `kind` takes where it is rendered (see `layerZIndex`). */
export function useLayerZIndex(kind: FloatingKind): number {
  const theme = useTheme();
  return layerZIndex(theme.zIndex, kind, useContext(LayerContext));
}
