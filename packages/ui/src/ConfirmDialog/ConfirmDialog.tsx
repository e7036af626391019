import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, ButtonGroup } from '../Button/Button';
import { useKitMessages } from '../i18n/useKitMessages';
import { Header, Message, Panel } from './ConfirmDialog.styles';

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

const Backdrop = styled(FloatingOverlay)`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.backdrop};
  z-index: ${({ theme }) => theme.zIndex.dialog};
`;

/**
 * A modal confirmation: header, message, accept and reject buttons. Focus moves in (to the
 * reject button unless told otherwise), is trapped, and returns to the opener on close;
 * Escape rejects. It sits above the sidebar and every popover (theme.zIndex.dialog).
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  header,
  message,
  acceptLabel,
  rejectLabel,
  onAccept,
  onReject,
  initialFocus = 'reject',
  dismissOnOutsidePress = false,
  returnFocusRef,
}: ConfirmDialogProps) {
  const t = useKitMessages();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isControlled = open !== undefined;
  const isOpen = isControlled ? open : ownOpen;

  const headerId = useId();
  const messageId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);

  function close() {
    if (!isControlled) setOwnOpen(false);
    onOpenChange?.(false);
  }
  function reject() {
    onReject?.();
    close();
  }
  function accept() {
    onAccept?.();
    close();
  }

  const {
    refs: { setFloating },
    context,
  } = useFloating({
    open: isOpen,
    onOpenChange: (next) => {
      // Floating UI only ever asks to close (Escape or outside press): both mean "no".
      if (!next) reject();
    },
  });
  const dismiss = useDismiss(context, { escapeKey: true, outsidePress: dismissOnOutsidePress });
  const role = useRole(context, { role: 'alertdialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  if (!isOpen) return null;

  return (
    <FloatingPortal>
      <Backdrop lockScroll data-testid="confirm-dialog-backdrop">
        <FloatingFocusManager
          context={context}
          modal
          initialFocus={initialFocus === 'accept' ? acceptRef : rejectRef}
          returnFocus={returnFocusRef ?? true}
          outsideElementsInert
        >
          <Panel
            ref={setFloating}
            aria-modal="true"
            aria-labelledby={headerId}
            aria-describedby={messageId}
            data-state="open"
            {...getFloatingProps()}
          >
            <Header id={headerId}>{header}</Header>
            <Message id={messageId}>{message}</Message>
            <ButtonGroup align="end">
              <Button ref={rejectRef} variant="secondary" onClick={reject}>
                {rejectLabel ?? t('ui.dialog.no')}
              </Button>
              <Button ref={acceptRef} variant="primary" onClick={accept}>
                {acceptLabel ?? t('ui.dialog.yes')}
              </Button>
            </ButtonGroup>
          </Panel>
        </FloatingFocusManager>
      </Backdrop>
    </FloatingPortal>
  );
}
