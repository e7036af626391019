import { useFloatingTree, useListItem } from '@floating-ui/react';
import { useContext, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { CheckIcon } from '../icons';
import { ItemButton, ItemLabel, ItemSlot, Separator } from './Menu.styles';
import { MenuContext } from './MenuContext';

interface ItemBaseProps {
  label: string;
  onSelect?: () => void;
  icon?: ReactNode;
  lang?: string;
  disabled?: boolean;
  role: 'menuitem' | 'menuitemradio';
  checked?: boolean;
}

function MenuItemBase({ label, onSelect, icon, lang, disabled, role, checked }: ItemBaseProps) {
  const menu = useContext(MenuContext);
  const { ref: itemRef, index } = useListItem({ label: disabled ? null : label });
  const tree = useFloatingTree();
  const isActive = index === menu.activeIndex;

  return (
    <ItemButton
      ref={itemRef}
      type="button"
      role={role}
      lang={lang}
      aria-checked={role === 'menuitemradio' ? Boolean(checked) : undefined}
      data-checked={checked ? '' : undefined}
      disabled={disabled}
      tabIndex={isActive ? 0 : -1}
      {...menu.getItemProps({
        onClick() {
          onSelect?.();
          tree?.events.emit('click');
        },
        onFocus(_event: FocusEvent<HTMLButtonElement>) {
          menu.setHasFocusInside(true);
        },
        onMouseEnter(_event: MouseEvent<HTMLButtonElement>) {
          if (menu.allowHover && menu.isOpen) menu.setActiveIndex(index);
        },
      })}
    >
      <ItemSlot aria-hidden="true">{role === 'menuitemradio' ? checked && <CheckIcon /> : icon}</ItemSlot>
      <ItemLabel>{label}</ItemLabel>
    </ItemButton>
  );
}

export interface MenuItemProps {
  /** The item's text; also what typeahead matches. */
  label: string;
  /** Called when the person chooses the item (click, Enter, Space); the whole menu then closes. */
  onSelect?: () => void;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Language of the label, when it differs from the page's (`lang` attribute). */
  lang?: string;
  /** Shown but not choosable; skipped by typeahead. */
  disabled?: boolean;
}

/** One command in a Menu (role menuitem). */
export function MenuItem(props: MenuItemProps) {
  return <MenuItemBase {...props} role="menuitem" />;
}

export interface MenuItemRadioProps {
  /** The choice's text; also what typeahead matches. */
  label: string;
  /** Whether this is the current choice: a check mark and aria-checked="true". */
  checked: boolean;
  /** Called when the person chooses it; the whole menu then closes. */
  onSelect?: () => void;
  /** Language of the label, when it differs from the page's (`lang` attribute). */
  lang?: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** One choice of a group in a Menu (role menuitemradio, aria-checked, a check mark on the chosen one). */
export function MenuItemRadio(props: MenuItemRadioProps) {
  return <MenuItemBase {...props} role="menuitemradio" />;
}

/** A line between groups of items (role separator). */
export function MenuSeparator() {
  return <Separator role="separator" />;
}
