/**
 * The open menu, loaded on first use (Menu.tsx renders the closed menu button and loads this
 * when the browser is idle, the pointer rests on the button or it gets focus, and at the latest
 * when it opens). Built on Floating UI's nested-menu recipe (https://floating-ui.com/docs/menu):
 * FloatingTree + FloatingNode per menu, FloatingList with useListItem for the items,
 * useListNavigation (arrows, Home/End, ArrowRight/ArrowLeft into and out of submenus),
 * useTypeahead, useDismiss, useHover with safePolygon for submenus, and FloatingFocusManager
 * (non-modal) for focus in and back out. The top-level button is Menu.tsx's; it is this tree's
 * reference element.
 */
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingList,
  FloatingNode,
  FloatingPortal,
  FloatingTree,
  offset,
  safePolygon,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFloatingParentNodeId,
  useFloatingTree,
  useHover,
  useInteractions,
  useListItem,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { CheckIcon, ChevronRightIcon } from '../icons';
import { useLayerZIndex } from '../theme/FloatingLayer';
import { useControllableState } from '../useControllableState';
import type { MenuOpenedBy, MenuProps } from './Menu';
import { ItemButton, ItemLabel, ItemSlot, MenuPanel, SubmenuChevron } from './MenuPopup.styles';
import {
  MenuContext,
  MenuImplementationContext,
  type MenuImplementation,
  type MenuItemBaseProps,
} from './MenuContext';

/** The top-level menu's part: Menu.tsx keeps the button and the open state. */
interface RootProps {
  /** The menu button (Menu.tsx's), the reference element of the whole tree. */
  reference: HTMLElement;
  /** The id the menu element takes (the button's aria-controls). */
  menuId: string;
  /** Opened from the keyboard: the item to focus first. */
  openedBy: MenuOpenedBy;
}

type MenuComponentProps = MenuProps & Partial<RootProps>;

/** The least height a menu keeps when the viewport leaves less room (about three items). */
const menuMinHeight = 120;

/** Items are in the list when they have mounted; the index of the first or last enabled one. */
function edgeIndex(items: ReadonlyArray<HTMLElement | null>, edge: 'first' | 'last'): number | null {
  const enabled = items.flatMap((element, index) =>
    element && !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true'
      ? [index]
      : [],
  );
  return (edge === 'first' ? enabled[0] : enabled.at(-1)) ?? null;
}

function MenuComponent({
  label,
  textValue,
  open,
  defaultOpen = false,
  onOpenChange,
  placement,
  lang,
  icon,
  children,
  reference,
  menuId,
  openedBy,
}: MenuComponentProps) {
  const tree = useFloatingTree();
  const nodeId = useFloatingNodeId();
  const parentId = useFloatingParentNodeId();
  const isNested = parentId != null;
  // Above the drawer or dialog the menu is opened from (theme/FloatingLayer.tsx).
  const zIndex = useLayerZIndex('popover');

  const [isOpen, setIsOpen] = useControllableState({
    value: isNested ? undefined : open,
    defaultValue: isNested ? false : defaultOpen,
    onChange: isNested ? undefined : onOpenChange,
  });
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [allowHover, setAllowHover] = useState(false);
  const [hasFocusInside, setHasFocusInside] = useState(false);

  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);

  const parent = useContext(MenuContext);
  const item = useListItem({
    label: isNested ? (textValue ?? (typeof label === 'string' ? label : null)) : null,
  });

  const {
    floatingStyles,
    refs: { setReference, setFloating },
    elements,
    context,
  } = useFloating<HTMLElement>({
    nodeId,
    open: isOpen,
    onOpenChange: (open, _event, reason) => {
      setIsOpen(open);
      // Escape closes one level. A submenu does not return focus by itself (a click on an
      // item closes the whole tree, and the root returns focus to the trigger), so on
      // Escape it hands focus back to its item in the parent menu, as ArrowLeft does.
      if (!open && isNested && reason === 'escape-key') {
        if (elements.domReference instanceof HTMLElement) elements.domReference.focus();
      }
    },
    placement: isNested ? 'right-start' : (placement ?? 'bottom-start'),
    middleware: [
      offset({ mainAxis: isNested ? 0 : 4, alignmentAxis: isNested ? -4 : 0 }),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      // A long menu is as tall as the room there is and scrolls inside itself (the panel's
      // overflow-y), so its last item can be reached; focus moving by key scrolls it into view
      // (useListNavigation's scrollItemIntoView).
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(menuMinHeight, Math.floor(availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  // The top level's button is Menu.tsx's.
  useLayoutEffect(() => {
    if (reference) setReference(reference);
  }, [reference, setReference]);

  // Opened from the keyboard, focus goes to the first item (the last for ArrowUp) once the
  // items have mounted, as useListNavigation does for a button whose keys it handles itself,
  // unless a key moved it meanwhile.
  useEffect(() => {
    if (!openedBy || !elements.floating) return;
    let frame = 0;
    let tries = 0;
    const focusEdge = () => {
      const index = edgeIndex(elementsRef.current, openedBy);
      if (index !== null) setActiveIndex((current) => current ?? index);
      else if (tries++ < 3) frame = requestAnimationFrame(focusEdge);
    };
    focusEdge();
    return () => cancelAnimationFrame(frame);
  }, [openedBy, elements.floating]);

  const hover = useHover(context, {
    enabled: isNested && allowHover,
    delay: { open: 75 },
    handleClose: safePolygon({ blockPointerEvents: true }),
  });
  // Unlike the recipe, a mouse click also opens a submenu (the recipe ignores it and relies on
  // hover alone, so a click that lands without a further pointer move did nothing). While hover
  // is allowed the click only opens, so it never closes what hover just opened.
  const click = useClick(context, {
    enabled: isNested,
    event: 'mousedown',
    toggle: !allowHover,
  });
  const role = useRole(context, { role: 'menu' });
  const dismiss = useDismiss(context, { bubbles: { escapeKey: false, outsidePress: true } });
  const listNavigation = useListNavigation(context, {
    listRef: elementsRef,
    activeIndex,
    nested: isNested,
    onNavigate: setActiveIndex,
    loop: true,
    focusItemOnOpen: isNested ? 'auto' : false,
  });
  const typeahead = useTypeahead(context, {
    listRef: labelsRef,
    onMatch: isOpen ? setActiveIndex : undefined,
    activeIndex,
  });

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    hover,
    click,
    role,
    dismiss,
    listNavigation,
    typeahead,
  ]);

  // Choosing an item anywhere in the tree closes every menu of it; opening a submenu
  // closes its open siblings.
  useEffect(() => {
    if (!tree) return;
    function onTreeClick() {
      setIsOpen(false);
    }
    function onSubmenuOpen(event: { nodeId: string; parentId: string | null }) {
      if (event.nodeId !== nodeId && event.parentId === parentId) setIsOpen(false);
    }
    tree.events.on('click', onTreeClick);
    tree.events.on('menuopen', onSubmenuOpen);
    return () => {
      tree.events.off('click', onTreeClick);
      tree.events.off('menuopen', onSubmenuOpen);
    };
  }, [tree, nodeId, parentId, setIsOpen]);

  useEffect(() => {
    if (isOpen && tree) tree.events.emit('menuopen', { parentId, nodeId });
  }, [tree, isOpen, nodeId, parentId]);

  // Hover may move the active item only after the pointer really moved, so a resting
  // cursor does not fight the keyboard.
  useEffect(() => {
    function onPointerMove({ pointerType }: PointerEvent) {
      if (pointerType !== 'touch') setAllowHover(true);
    }
    function onKeyDown() {
      setAllowHover(false);
    }
    window.addEventListener('pointermove', onPointerMove, { once: true, capture: true });
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('pointermove', onPointerMove, { capture: true });
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [allowHover]);

  const referenceRef = useMergeRefs([setReference, item.ref]);

  /** Tab (or Shift+Tab) anywhere in the tree: close it all and go on from the trigger. */
  function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Tab' || !tree) return;
    const root = tree.nodesRef.current.find((node) => node.parentId == null);
    const rootTrigger = root?.context?.elements.domReference;
    // Focus moves to the trigger now; the browser's own Tab action then continues from it.
    if (rootTrigger instanceof HTMLElement) rootTrigger.focus();
    tree.events.emit('click');
  }

  return (
    <FloatingNode id={nodeId}>
      {isNested && (
        <ItemButton
          ref={referenceRef}
          type="button"
          lang={lang}
          data-open={isOpen ? '' : undefined}
          data-focus-inside={isOpen && hasFocusInside ? '' : undefined}
          tabIndex={parent.activeIndex === item.index ? 0 : -1}
          {...getReferenceProps(
            parent.getItemProps({
              onFocus() {
                setHasFocusInside(false);
                parent.setHasFocusInside(true);
              },
              onMouseEnter() {
                if (parent.allowHover && parent.isOpen) parent.setActiveIndex(item.index);
              },
            }),
          )}
        >
          <ItemSlot aria-hidden="true">{icon}</ItemSlot>
          <ItemLabel>{label}</ItemLabel>
          <SubmenuChevron aria-hidden="true">
            <ChevronRightIcon />
          </SubmenuChevron>
        </ItemButton>
      )}
      <MenuContext.Provider
        value={{ activeIndex, setActiveIndex, getItemProps, setHasFocusInside, allowHover, isOpen }}
      >
        <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
          {isOpen && (
            // No focus guards (preserveTabOrder={false}, guards={false}): Floating UI's guards
            // are aria-hidden yet tabbable, which axe reports (aria-hidden-focus) outside a
            // modal. Tab is handled by onMenuKeyDown instead, with the same result: the
            // tree closes and focus continues from the trigger, as the ARIA menu button
            // pattern asks.
            <FloatingPortal preserveTabOrder={false}>
              <FloatingFocusManager
                context={context}
                modal={false}
                guards={false}
                // Opened from the keyboard, the effect above focuses an item instead.
                initialFocus={isNested || openedBy ? -1 : 0}
                returnFocus={!isNested}
              >
                <MenuPanel
                  ref={setFloating}
                  style={floatingStyles}
                  $zIndex={zIndex}
                  data-nested={isNested ? '' : undefined}
                  {...getFloatingProps({ onKeyDown: onMenuKeyDown })}
                  // After the props: the id Menu.tsx's button names in aria-controls.
                  id={isNested ? undefined : menuId}
                >
                  {children}
                </MenuPanel>
              </FloatingFocusManager>
            </FloatingPortal>
          )}
        </FloatingList>
      </MenuContext.Provider>
    </FloatingNode>
  );
}

function MenuItemBase({
  label,
  textValue,
  onSelect,
  icon,
  lang,
  disabled,
  role,
  checked,
  keepOpen,
}: MenuItemBaseProps) {
  const menu = useContext(MenuContext);
  const { ref: itemRef, index } = useListItem({
    label: disabled ? null : (textValue ?? (typeof label === 'string' ? label : null)),
  });
  const tree = useFloatingTree();
  const isActive = index === menu.activeIndex;

  return (
    <ItemButton
      ref={itemRef}
      type="button"
      role={role}
      lang={lang}
      aria-checked={role === 'menuitem' ? undefined : Boolean(checked)}
      data-checked={checked ? '' : undefined}
      disabled={disabled}
      tabIndex={isActive ? 0 : -1}
      {...menu.getItemProps({
        onClick() {
          onSelect?.();
          if (!keepOpen) tree?.events.emit('click');
        },
        onFocus(_event: FocusEvent<HTMLButtonElement>) {
          menu.setHasFocusInside(true);
        },
        onMouseEnter(_event: MouseEvent<HTMLButtonElement>) {
          if (menu.allowHover && menu.isOpen) menu.setActiveIndex(index);
        },
      })}
    >
      <ItemSlot aria-hidden="true">{role === 'menuitem' ? icon : checked && <CheckIcon />}</ItemSlot>
      <ItemLabel>{label}</ItemLabel>
    </ItemButton>
  );
}

/** What the items and submenus inside an open menu render with. */
const implementation: MenuImplementation = { Submenu: MenuComponent, Item: MenuItemBase };

export interface MenuRootPopupProps extends RootProps {
  /** Placement beside the button. */
  placement: Placement;
  /** Called with false when the menu asks to close (Escape, a choice, a click outside, Tab). */
  onOpenChange: (open: boolean) => void;
  children?: MenuProps['children'];
}

/** The open top-level menu and everything in it, beside Menu.tsx's button. */
export function MenuRootPopup({ children, ...props }: MenuRootPopupProps) {
  return (
    <FloatingTree>
      <MenuComponent label={null} open {...props}>
        <MenuImplementationContext.Provider value={implementation}>
          {children}
        </MenuImplementationContext.Provider>
      </MenuComponent>
    </FloatingTree>
  );
}
