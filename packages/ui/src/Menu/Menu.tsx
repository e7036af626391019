/**
 * The kit's one menu primitive. What shows on a closed menu is here: the menu button, with the
 * ARIA menu button pattern's keys (Enter, Space, ArrowDown focus the first item, ArrowUp the
 * last). The open menu, on Floating UI's nested-menu recipe, is MenuPopup.tsx: a chunk of its own
 * that loads when the browser is idle, when the pointer rests on the button or it gets focus, and
 * at the latest when the menu opens, so a page with closed menus does not download it up front.
 */
// Types only: the closed menu loads none of Floating UI.
import type { Placement } from '@floating-ui/react';
import {
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { lazyPart, prefetch, useLazyPart } from '../lazyPart';
import { useControllableState } from '../useControllableState';
import { TriggerButton, TriggerContent, TriggerName } from './Menu.styles';
import { MenuImplementationContext } from './MenuContext';

export { MenuItem, MenuItemCheckbox, MenuItemRadio, MenuSeparator } from './MenuItem';
export type { MenuItemCheckboxProps, MenuItemProps, MenuItemRadioProps } from './MenuItem';

/** Props a custom trigger spreads on its button: ref, ARIA state and the open/close handlers. */
export type MenuTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref: Ref<HTMLButtonElement>;
  'data-open'?: '';
};

/** How a menu was opened from the keyboard: the item that gets focus. Null for a pointer. */
export type MenuOpenedBy = 'first' | 'last' | null;

export interface MenuProps {
  /**
   * The menu's name. Top level: the trigger's accessible name (and its text when there is no
   * `triggerContent`). Nested: the text of the submenu item.
   */
  label: ReactNode;
  /** The text typeahead matches for a submenu item whose `label` is not plain text. */
  textValue?: string;
  /** Open (controlled). Top level only; leave out to let the menu keep its own state. */
  open?: boolean;
  /** Open at first, when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called with the new state whenever the menu opens or closes (controlled or not). Top level only. */
  onOpenChange?: (open: boolean) => void;
  /** What the default trigger button shows instead of `label` (an avatar and a name, an icon…); `label` stays its accessible name. */
  triggerContent?: ReactNode;
  /** Renders the whole trigger yourself: spread `props` (ref included) on a `<button>`. Top level only. */
  renderTrigger?: (props: MenuTriggerProps, state: { open: boolean }) => ReactElement;
  /** Class of the default trigger button, so a host can restyle it. */
  className?: string;
  /** Where a top-level menu opens beside its trigger (flips when there is no room). Default `bottom-start`; submenus open `right-start`. */
  placement?: Placement;
  /** Language of a submenu item's label, when it differs from the page's. */
  lang?: string;
  /** A decorative icon before a submenu item's label. */
  icon?: ReactNode;
  /** The entries: MenuItem, MenuItemRadio, MenuSeparator and nested Menus (submenus). */
  children?: ReactNode;
}

const menuPopup = lazyPart(() => import('./MenuPopup'));

/** The top-level menu: its button, and the open menu once its code is there. */
function MenuRoot({
  label,
  open,
  defaultOpen = false,
  onOpenChange,
  triggerContent,
  renderTrigger,
  className,
  placement,
  children,
}: MenuProps) {
  const [isOpen, setIsOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const popup = useLazyPart(menuPopup);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [openedBy, setOpenedBy] = useState<MenuOpenedBy>(null);
  const buttonId = useId();
  const menuId = useId();
  // The button's handlers follow Floating UI's useClick (event 'mousedown') and
  // useListNavigation: a mouse opens on press; a click that no press preceded (Enter, Space, a
  // screen reader's virtual click) opens it too, focusing the first item.
  const pointerType = useRef<string | null>(null);
  const openKey = useRef<MenuOpenedBy>(null);

  useEffect(() => {
    if (!isOpen || popup) return;
    menuPopup.load().catch((error: unknown) => {
      console.error('The menu could not be loaded', error);
      setIsOpen(false);
    });
  }, [isOpen, popup, setIsOpen]);

  function openWith(by: MenuOpenedBy) {
    setOpenedBy(by);
    setIsOpen(true);
  }

  const warm = () => prefetch(menuPopup);
  const triggerProps = {
    ref: setButton,
    id: buttonId,
    'aria-haspopup': 'menu',
    'aria-expanded': isOpen,
    'aria-controls': isOpen && popup ? menuId : undefined,
    'data-open': isOpen ? '' : undefined,
    onPointerEnter: warm,
    onFocus: warm,
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      pointerType.current = event.pointerType;
      openKey.current = null;
    },
    onMouseDown(event: MouseEvent<HTMLButtonElement>) {
      if (event.button !== 0) return;
      if (isOpen) {
        setIsOpen(false);
      } else {
        // Keeps focus from moving to the button, away from the menu that opens.
        event.preventDefault();
        openWith(null);
      }
    },
    onClick(event: MouseEvent<HTMLButtonElement>) {
      if (pointerType.current) {
        pointerType.current = null;
        return;
      }
      if (isOpen) setIsOpen(false);
      else openWith(openKey.current ?? (event.detail === 0 ? 'first' : null));
      openKey.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      pointerType.current = null;
      if (event.key === 'Enter' || event.key === ' ') openKey.current = 'first';
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      if (!isOpen) openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    },
  } satisfies MenuTriggerProps;

  const trigger = renderTrigger ? (
    <CustomTrigger render={renderTrigger} open={isOpen} {...triggerProps} />
  ) : (
    <TriggerButton type="button" className={className} {...triggerProps}>
      {triggerContent ? <LabelledContent label={label}>{triggerContent}</LabelledContent> : label}
    </TriggerButton>
  );

  return (
    <>
      {trigger}
      {isOpen && popup && button && (
        <popup.MenuRootPopup
          reference={button}
          menuId={menuId}
          openedBy={openedBy}
          placement={placement ?? 'bottom-start'}
          onOpenChange={setIsOpen}
        >
          {children}
        </popup.MenuRootPopup>
      )}
    </>
  );
}

/** Calls a host's `renderTrigger` with the trigger props (rendered as a component, so the ref travels as a prop). */
function CustomTrigger({
  render,
  open,
  ...props
}: MenuTriggerProps & { render: NonNullable<MenuProps['renderTrigger']>; open: boolean }) {
  return render(props, { open });
}

/**
 * A trigger's content with its name: the name is read (visually hidden), the content is seen
 * (aria-hidden). A name like "Account menu for Åse Ærø" then holds the visible "Åse Ærø"
 * without an aria-label, so decorative parts of the content (an avatar's initials) are not
 * taken for text missing from the name.
 */
export function LabelledContent({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <TriggerName>{label}</TriggerName>
      <TriggerContent aria-hidden="true">{children}</TriggerContent>
    </>
  );
}

/**
 * A menu button and its menu. Inside another Menu it becomes a submenu: an item that
 * opens to the side (ArrowRight, Enter, Space or hover) and closes with ArrowLeft or Escape.
 */
export function Menu(props: MenuProps) {
  // Inside an open menu, whose code is loaded: a submenu.
  const implementation = useContext(MenuImplementationContext);
  if (implementation) return <implementation.Submenu {...props} />;
  return <MenuRoot {...props} />;
}
