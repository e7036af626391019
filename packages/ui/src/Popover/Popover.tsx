import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useId,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { PopoverPanel, PopoverTitle } from './Popover.styles';

export interface PopoverProps {
  /** Whether it is shown (controlled). */
  open: boolean;
  /** Called with false when it asks to close: Escape, a press outside it. */
  onOpenChange: (open: boolean) => void;
  /** The element it opens beside; focus goes back to it on close. */
  anchor: HTMLElement | null;
  /** The title shown at its top; it names the dialog for assistive technology. */
  title: ReactNode;
  /** Where it opens beside the anchor (flips and shifts to stay in view). Default `bottom-end`. */
  placement?: Placement;
  /** What it holds: a field or two (a Combobox to pick from a long list). */
  children?: ReactNode;
}

/**
 * A small non-modal dialog beside an element, for a quick choice that needs more than a menu: a
 * search over a long list (a Combobox) opened from a row's menu. Focus moves to its first field and
 * back to the anchor when it closes; Escape or a press outside closes it. It stays in the
 * viewport (flips, shifts, and is no taller than the room there is).
 */
export function Popover({
  open,
  onOpenChange,
  anchor,
  title,
  placement = 'bottom-end',
  children,
}: PopoverProps) {
  const titleId = useId();
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => onOpenChange(next),
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(160, Math.floor(availableHeight))}px`;
        },
      }),
    ],
  });
  useLayoutEffect(() => {
    setReference(anchor);
  }, [anchor, setReference]);
  const { getFloatingProps } = useInteractions([useRole(context, { role: 'dialog' }), useDismiss(context)]);

  if (!open || !anchor) return null;
  return (
    <FloatingPortal preserveTabOrder={false}>
      <FloatingFocusManager context={context} modal={false} guards={false} returnFocus>
        <PopoverPanel
          ref={setFloating}
          style={floatingStyles}
          {...getFloatingProps()}
          aria-labelledby={titleId}
        >
          <PopoverTitle id={titleId}>{title}</PopoverTitle>
          {children}
        </PopoverPanel>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
