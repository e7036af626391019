/**
 * The shown tooltip, loaded on first use (Tooltip.tsx keeps the trigger's hover, focus and Escape
 * handling, and loads this when the browser is idle or the pointer or focus reaches a trigger):
 * Floating UI places it beside the trigger (flip, shift, an arrow) in a portal at the end of the
 * body.
 */
import {
  arrow,
  autoUpdate,
  flip,
  FloatingArrow,
  FloatingPortal,
  offset,
  shift,
  useFloating,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactNode, type Ref } from 'react';
import { useTheme } from 'styled-components';
import { useLayerZIndex } from '../theme/FloatingLayer';
import { useMergedRefs } from '../useMergedRefs';
import { TooltipBubble } from './Tooltip.styles';

export interface TooltipPopupProps {
  /** The element the tooltip describes. */
  reference: Element;
  /** The bubble's id, which the trigger's aria-describedby names. */
  id: string;
  content: ReactNode;
  placement: Placement;
  /** The bubble's element, for the trigger's hover and focus handling. */
  bubbleRef: Ref<HTMLDivElement>;
  /** The pointer entering and leaving the bubble (it stays open while the pointer is on it). */
  onMouseEnter: () => void;
  onMouseLeave: () => void;
}

export function TooltipPopup({
  reference,
  id,
  content,
  placement,
  bubbleRef,
  onMouseEnter,
  onMouseLeave,
}: TooltipPopupProps) {
  const theme = useTheme();
  const zIndex = useLayerZIndex('tooltip');
  // A state callback ref (not useRef), so the arrow middleware re-runs once the arrow mounts.
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const {
    refs: { setFloating },
    floatingStyles,
    context,
    placement: actualPlacement,
  } = useFloating({
    open: true,
    elements: { reference },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 }), arrow({ element: arrowElement })],
  });
  const ref = useMergedRefs(setFloating, bubbleRef);

  return (
    <FloatingPortal>
      <TooltipBubble
        ref={ref}
        id={id}
        role="tooltip"
        style={floatingStyles}
        $zIndex={zIndex}
        data-placement={actualPlacement}
        onMouseEnter={onMouseEnter}
        onMouseLeave={onMouseLeave}
      >
        {content}
        <FloatingArrow ref={setArrowElement} context={context} fill={theme.colors.tooltipBackground} />
      </TooltipBubble>
    </FloatingPortal>
  );
}
