import {
  arrow,
  autoUpdate,
  flip,
  FloatingArrow,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useTheme } from 'styled-components';
import { useControllableState } from '../useControllableState';
import { TooltipBubble } from './Tooltip.styles';

/** Props the trigger element must accept: a ref and DOM event handlers (any host element or forwardRef component). */
export type TooltipTriggerProps = Record<string, unknown> & { ref?: Ref<Element> };

export interface TooltipProps {
  /** What the tooltip says. Nothing is shown when empty. */
  content: ReactNode;
  /** The one element it describes: hovering or focusing it opens the tooltip. Must accept a ref. */
  children: ReactElement<TooltipTriggerProps>;
  /** Preferred side; it flips to the other side and shifts along it when there is no room. Default `top`. */
  placement?: Placement;
  /** Shown (controlled); leave out to let hover and focus decide. */
  open?: boolean;
  /** Shown at first, when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called with the new state when hover, focus or Escape would show or hide it. */
  onOpenChange?: (open: boolean) => void;
  /** Turn the tooltip off without changing the tree (the sidebar shows tooltips only when collapsed). */
  disabled?: boolean;
  /** Milliseconds the pointer must rest on the trigger before it opens. Default 200. */
  openDelay?: number;
  /** Milliseconds it stays after the pointer leaves, long enough to move onto it. Default 100. */
  closeDelay?: number;
}

/**
 * A tooltip on @floating-ui/react: hover (after a short delay) or keyboard focus opens
 * it, leaving, blur or Escape closes it. It is portalled to the end of the body above
 * every other layer (`theme.zIndex.tooltip`), flips and shifts to stay in view, and
 * describes its trigger (`role="tooltip"`, `aria-describedby` on the trigger while open).
 *
 * ```tsx
 * <Tooltip content={t('ui.nav.tasks')} placement="right" disabled={expanded}>
 *   <a href="/manager/tasks" aria-label={t('ui.nav.tasks')}>…</a>
 * </Tooltip>
 * ```
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  disabled = false,
  openDelay = 200,
  closeDelay = 100,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: TooltipProps) {
  const theme = useTheme();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  // A tooltip that was open when it got disabled must not reappear by itself when it is
  // enabled again: it closes (and says so) once disabled. While disabled it is hidden anyway.
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled, setOpen]);

  const hasContent = content !== null && content !== undefined && content !== false && content !== '';
  const enabled = !disabled && hasContent;
  const isOpen = open && enabled;

  // A state callback ref (not useRef), so the arrow middleware re-runs once the arrow mounts.
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
    placement: actualPlacement,
  } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 }), arrow({ element: arrowElement })],
  });

  const hover = useHover(context, { enabled, move: false, delay: { open: openDelay, close: closeDelay } });
  const focus = useFocus(context, { enabled });
  const dismiss = useDismiss(context, { enabled });
  const role = useRole(context, { enabled, role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

  const childRef = isValidElement(children) ? children.props.ref : undefined;
  const ref = useMergeRefs([setReference, childRef]);

  if (!isValidElement(children)) return children;

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref }) as TooltipTriggerProps)}
      {isOpen && (
        <FloatingPortal>
          <TooltipBubble
            ref={setFloating}
            style={floatingStyles}
            data-placement={actualPlacement}
            {...getFloatingProps()}
          >
            {content}
            <FloatingArrow ref={setArrowElement} context={context} fill={theme.colors.tooltipBackground} />
          </TooltipBubble>
        </FloatingPortal>
      )}
    </>
  );
}
