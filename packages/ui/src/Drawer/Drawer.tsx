import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { useKitMessages } from '../i18n/useKitMessages';
import { IconFrame, type IconProps } from '../icons/Icon';
import { FloatingLayer, useLayerZIndex } from '../theme/FloatingLayer';
import { useControllableState } from '../useControllableState';
import { usePageScrollLock } from '../usePageScrollLock';
import { Backdrop, Body, Description, Footer, Header, HeaderText, Panel, Title } from './Drawer.styles';

export interface DrawerProps {
  /** Whether the drawer is shown (controlled). */
  open?: boolean;
  /** Whether an uncontrolled drawer starts open. */
  defaultOpen?: boolean;
  /**
   * Called with the new state. The drawer asks to close (`false`) on Escape, the close button, a
   * click on the backdrop and `useDrawer().requestClose()`, after "Discard" when `dirty`. Setting
   * `open` to false yourself (after a successful save) closes it without asking.
   */
  onOpenChange?: (open: boolean) => void;
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A line under the title; it describes the dialog. */
  description?: ReactNode;
  /** The content (usually a form). */
  children?: ReactNode;
  /** The action bar at the bottom (e.g. Cancel and Save); it stays in view while the content scrolls. */
  footer?: ReactNode;
  /** There are unsaved changes: closing asks "Discard unsaved changes?" first. */
  dirty?: boolean;
  /** Width from 600 px up: `md` 480 px (default) or `lg` 720 px. Below 600 px it is full width. */
  size?: 'md' | 'lg';
  /** What gets focus on open: the first field or button of the content when left out, else the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The element that gets focus back on close; the element focused before opening when left out. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a click on the backdrop closes (with the same question when `dirty`). Default true. */
  dismissOnOutsidePress?: boolean;
  /** Where the drawer is portalled; `document.body` when left out. */
  portalRoot?: HTMLElement | null;
  className?: string;
  /** The dialog element. */
  ref?: Ref<HTMLDivElement>;
}

export interface DrawerContextValue {
  /** Closes the drawer as its close button does: asking first when there are unsaved changes. */
  requestClose: () => void;
}

const DrawerContext = createContext<DrawerContextValue | null>(null);

/** For content and footer buttons of a `Drawer` (e.g. Cancel): `requestClose()` asks before discarding, like Escape. */
export function useDrawer(): DrawerContextValue {
  const value = useContext(DrawerContext);
  if (!value) throw new Error('useDrawer() must be called inside a <Drawer>.');
  return value;
}

const tabbableSelector = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function CloseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconFrame>
  );
}

/**
 * A side sheet for creating and editing: a modal dialog (`role="dialog"`, `aria-modal`) that
 * slides in from the end edge, named by its title and described by its description. Focus moves
 * in (to the first field), is trapped, and returns to the opener on close; Escape closes. With
 * `dirty`, closing asks "Discard unsaved changes?" first (Keep Editing is the safe default).
 * Full width up to 600 px. Menus, pickers, tooltips and dialogs opened from its content float
 * above it (a `FloatingLayer` at its z-index).
 */
export function Drawer({
  open,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dirty = false,
  size = 'md',
  initialFocus,
  returnFocusRef,
  dismissOnOutsidePress = true,
  portalRoot,
  className,
  ref,
}: DrawerProps) {
  const t = useKitMessages();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  // The dialog layer, or above the dialog this drawer is opened from; what opens inside floats above it.
  const zIndex = useLayerZIndex('dialog');
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  function requestClose() {
    if (dirty) setConfirming(true);
    else setOpen(false);
  }

  const { refs, context } = useFloating({
    open: isOpen,
    onOpenChange: (next) => {
      // Floating UI only asks to close (Escape, outside press).
      if (!next) requestClose();
    },
  });
  // While the discard question is up, its own Escape handling answers it.
  const dismiss = useDismiss(context, { enabled: !confirming, outsidePress: dismissOnOutsidePress });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const panelRef = useMergeRefs([refs.setFloating, ref]);

  // The given element, else the first field of the content, else the close button, has focus as
  // soon as the panel is in the document, in
  // the same task: Floating UI's own initial focus waits for an animation frame, and a field
  // pressed or a key typed in between (a quick person, a busy phone) lost its first letters to the
  // first field. Focus already inside (a field pressed at once) stays where it is.
  const panelElement = context.elements.floating;
  useLayoutEffect(() => {
    if (!isOpen || !panelElement) return;
    if (panelElement.contains(panelElement.ownerDocument.activeElement)) return;
    const target =
      initialFocus?.current ??
      bodyRef.current?.querySelector<HTMLElement>(tabbableSelector) ??
      closeRef.current;
    target?.focus({ preventScroll: true });
    // Once per opening: a re-render must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, panelElement]);

  usePageScrollLock(isOpen);
  const contextValue: DrawerContextValue = { requestClose };

  if (!isOpen) return null;

  return (
    <FloatingPortal root={portalRoot ?? undefined}>
      <Backdrop data-testid="drawer-backdrop" $zIndex={zIndex}>
        {/* The page behind is hidden from assistive technology (aria-hidden), its focus kept out by
            the manager's guards and its pointer by the backdrop; not made inert, which restyles
            every element of the page (45 ms of one task on a timeline of 200 cars). */}
        <FloatingFocusManager context={context} modal initialFocus={-1} returnFocus={returnFocusRef ?? true}>
          <Panel
            ref={panelRef}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            className={className}
            data-size={size}
            $size={size}
            {...getFloatingProps()}
          >
            <FloatingLayer zIndex={zIndex}>
              <DrawerContext.Provider value={contextValue}>
                <Header>
                  <HeaderText>
                    <Title id={titleId}>{title}</Title>
                    {description && <Description id={descriptionId}>{description}</Description>}
                  </HeaderText>
                  <Button
                    ref={closeRef}
                    variant="ghost"
                    size="sm"
                    icon={CloseIcon}
                    label={t('ui.drawer.close')}
                    onClick={requestClose}
                  />
                </Header>
                <Body ref={bodyRef}>{children}</Body>
                {footer && <Footer data-dialog-footer="">{footer}</Footer>}
                <ConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  header={t('ui.drawer.discardTitle')}
                  message={t('ui.drawer.discardMessage')}
                  acceptLabel={t('ui.drawer.discard')}
                  rejectLabel={t('ui.drawer.keepEditing')}
                  onAccept={() => setOpen(false)}
                />
              </DrawerContext.Provider>
            </FloatingLayer>
          </Panel>
        </FloatingFocusManager>
      </Backdrop>
    </FloatingPortal>
  );
}
