/**
 * The open dialog, loaded on first use (ConfirmDialog.tsx keeps the open state and loads this when
 * the browser is idle, and at the latest when the dialog opens): Floating UI's modal focus
 * manager, the backdrop with scroll lock, Escape and outside press.
 */
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonGroup } from '../Button/Button';
import { useKitMessages } from '../i18n/useKitMessages';
import { FloatingLayer, useLayerZIndex } from '../theme/FloatingLayer';
import { usePageScrollLock } from '../usePageScrollLock';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { Header, Message, Panel } from './ConfirmDialog.styles';

const Backdrop = styled(FloatingOverlay)<{ $zIndex: number }>`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.backdrop};
  z-index: ${({ $zIndex }) => $zIndex};
`;

export interface ConfirmDialogPanelProps extends Omit<
  ConfirmDialogProps,
  'open' | 'defaultOpen' | 'onOpenChange'
> {
  /** Closes the dialog (ConfirmDialog.tsx's state and onOpenChange). */
  onClose: () => void;
}

export function ConfirmDialogPanel({
  header,
  message,
  acceptLabel,
  rejectLabel,
  onAccept,
  onReject,
  initialFocus = 'reject',
  dismissOnOutsidePress = false,
  returnFocusRef,
  onClose,
}: ConfirmDialogPanelProps) {
  const t = useKitMessages();
  const headerId = useId();
  const messageId = useId();
  // The dialog layer, or above the drawer or dialog it is asked from.
  const zIndex = useLayerZIndex('dialog');
  const acceptRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);

  function reject() {
    onReject?.();
    onClose();
  }
  function accept() {
    onAccept?.();
    onClose();
  }

  const {
    refs: { setFloating },
    context,
  } = useFloating({
    open: true,
    onOpenChange: (next) => {
      // Floating UI only ever asks to close (Escape or outside press): both mean "no".
      if (!next) reject();
    },
  });
  const dismiss = useDismiss(context, { escapeKey: true, outsidePress: dismissOnOutsidePress });
  const role = useRole(context, { role: 'alertdialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  usePageScrollLock(true);

  return (
    <FloatingPortal>
      <Backdrop data-testid="confirm-dialog-backdrop" $zIndex={zIndex}>
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
            <FloatingLayer zIndex={zIndex}>
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
            </FloatingLayer>
          </Panel>
        </FloatingFocusManager>
      </Backdrop>
    </FloatingPortal>
  );
}
