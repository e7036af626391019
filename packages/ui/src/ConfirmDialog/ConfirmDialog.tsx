import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { lazyPart, useLazyPart } from '../lazyPart';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). Leave out to let the dialog keep its own state. */
  open?: boolean;
  /** Whether an uncontrolled dialog starts open. */
  defaultOpen?: boolean;
  /** Called with `false` whenever the dialog closes itself (accept, reject, Escape), after onAccept/onReject. */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's title; it also names the dialog for assistive technology. */
  header: ReactNode;
  /** The question or explanation; it describes the dialog for assistive technology. */
  message: ReactNode;
  /** Text of the accept button; "Yes" in the active language when left out. */
  acceptLabel?: string;
  /** Text of the reject button; "No" in the active language when left out. */
  rejectLabel?: string;
  /** Called when the person presses the accept button. */
  onAccept?: () => void;
  /** Called when the person presses the reject button or Escape (or clicks outside, when allowed). */
  onReject?: () => void;
  /** Which button has focus when the dialog opens: the safe `reject` (default) or `accept`. */
  initialFocus?: 'accept' | 'reject';
  /** Whether a click on the backdrop rejects, like Escape. Default false. */
  dismissOnOutsidePress?: boolean;
  /** The element that gets focus back on close; the element focused before opening when left out. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const panel = lazyPart(() => import('./ConfirmDialogPanel'));

/**
 * A modal confirmation: header, message, accept and reject buttons. Focus moves in (to the
 * reject button unless told otherwise), is trapped, and returns to the opener on close;
 * Escape rejects. It sits above the sidebar and every popover (theme.zIndex.dialog), and above
 * the drawer or dialog it is asked from (theme/FloatingLayer.tsx).
 * The open dialog (Floating UI's focus manager and overlay) is a chunk of its own, loaded when
 * the browser is idle and at the latest when the dialog opens.
 */
export function ConfirmDialog({ open, defaultOpen = false, onOpenChange, ...rest }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isControlled = open !== undefined;
  const isOpen = isControlled ? open : ownOpen;
  const loaded = useLazyPart(panel);

  useEffect(() => {
    if (!isOpen || loaded) return;
    panel.load().catch((error: unknown) => console.error('The dialog could not be loaded', error));
  }, [isOpen, loaded]);

  function close() {
    if (!isControlled) setOwnOpen(false);
    onOpenChange?.(false);
  }

  if (!isOpen || !loaded) return null;
  return <loaded.ConfirmDialogPanel {...rest} onClose={close} />;
}
