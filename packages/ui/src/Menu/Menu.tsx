/**
 * The kit's one menu primitive, built on Floating UI's nested-menu recipe
 * (https://floating-ui.com/docs/menu): FloatingTree + FloatingNode per menu, FloatingList
 * with useListItem for the items, useListNavigation (arrows, Home/End, ArrowRight/ArrowLeft
 * into and out of submenus), useTypeahead, useDismiss, useHover with safePolygon for
 * submenus, and FloatingFocusManager (non-modal) for focus in and back out.
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
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { ChevronRightIcon } from '../icons';
import { useControllableState } from '../useControllableState';
import {
  ItemButton,
  ItemLabel,
  ItemSlot,
  MenuPanel,
  SubmenuChevron,
  TriggerButton,
  TriggerContent,
  TriggerName,
} from './Menu.styles';
import { MenuContext } from './MenuContext';

export { MenuItem, MenuItemCheckbox, MenuItemRadio, MenuSeparator } from './MenuItem';
export type { MenuItemCheckboxProps, MenuItemProps, MenuItemRadioProps } from './MenuItem';

/** Props a custom trigger spreads on its button: ref, ARIA state and the open/close handlers. */
export type MenuTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref: Ref<HTMLButtonElement>;
  'data-open'?: '';
};

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

function MenuComponent({
  label,
  textValue,
  open,
  defaultOpen = false,
  onOpenChange,
  triggerContent,
  renderTrigger,
  className,
  placement,
  lang,
  icon,
  children,
}: MenuProps) {
  const tree = useFloatingTree();
  const nodeId = useFloatingNodeId();
  const parentId = useFloatingParentNodeId();
  const isNested = parentId != null;

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
  } = useFloating<HTMLButtonElement>({
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
      flip(),
      shift({ padding: 8 }),
    ],
    whileElementsMounted: autoUpdate,
  });

  const hover = useHover(context, {
    enabled: isNested && allowHover,
    delay: { open: 75 },
    handleClose: safePolygon({ blockPointerEvents: true }),
  });
  // Unlike the recipe, a mouse click also opens a submenu (the recipe ignores it and relies on
  // hover alone, so a click that lands without a further pointer move did nothing). While hover
  // is allowed the click only opens, so it never closes what hover just opened.
  const click = useClick(context, {
    event: 'mousedown',
    toggle: !isNested || !allowHover,
  });
  const role = useRole(context, { role: 'menu' });
  const dismiss = useDismiss(context, { bubbles: { escapeKey: false, outsidePress: true } });
  const listNavigation = useListNavigation(context, {
    listRef: elementsRef,
    activeIndex,
    nested: isNested,
    onNavigate: setActiveIndex,
    loop: true,
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

  let trigger: ReactElement;
  if (isNested) {
    trigger = (
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
    );
  } else {
    const triggerProps = {
      ref: referenceRef,
      'data-open': isOpen ? '' : undefined,
      ...getReferenceProps(),
    } as MenuTriggerProps;
    trigger = renderTrigger ? (
      <CustomTrigger render={renderTrigger} open={isOpen} {...triggerProps} />
    ) : (
      <TriggerButton type="button" className={className} {...triggerProps}>
        {triggerContent ? <LabelledContent label={label}>{triggerContent}</LabelledContent> : label}
      </TriggerButton>
    );
  }

  return (
    <FloatingNode id={nodeId}>
      {trigger}
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
                initialFocus={isNested ? -1 : 0}
                returnFocus={!isNested}
              >
                <MenuPanel
                  ref={setFloating}
                  style={floatingStyles}
                  data-nested={isNested ? '' : undefined}
                  {...getFloatingProps({ onKeyDown: onMenuKeyDown })}
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
  const parentId = useFloatingParentNodeId();
  if (parentId === null) {
    return (
      <FloatingTree>
        <MenuComponent {...props} />
      </FloatingTree>
    );
  }
  return <MenuComponent {...props} />;
}
