import { useFloatingTree, useListItem } from '@floating-ui/react';
import { useContext, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { CheckIcon } from '../icons';
import { ItemButton, ItemLabel, ItemSlot, Separator } from './Menu.styles';
import { MenuContext } from './MenuContext';

interface ItemBaseProps {
  label: ReactNode;
  textValue?: string;
  onSelect?: () => void;
  icon?: ReactNode;
  lang?: string;
  disabled?: boolean;
  role: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox';
  checked?: boolean;
  /** Leave the menu open after choosing (checkbox items, so several can be chosen in a row). */
  keepOpen?: boolean;
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
}: ItemBaseProps) {
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

export interface MenuItemProps {
  /** The item's text; also what typeahead matches when it is plain text. */
  label: ReactNode;
  /** The text typeahead matches when `label` is not plain text. */
  textValue?: string;
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
  /** The choice's text; also what typeahead matches when it is plain text. */
  label: ReactNode;
  /** The text typeahead matches when `label` is not plain text. */
  textValue?: string;
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

export interface MenuItemCheckboxProps {
  /** The option's text; also what typeahead matches when it is plain text. */
  label: ReactNode;
  /** The text typeahead matches when `label` is not plain text. */
  textValue?: string;
  /** Whether the option is on: a check mark and aria-checked="true". */
  checked: boolean;
  /** Called with the new state when the person toggles it; the menu stays open. */
  onCheckedChange?: (next: boolean) => void;
  /** Language of the label, when it differs from the page's (`lang` attribute). */
  lang?: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/**
 * An option that is on or off, of a group where several may be on (role menuitemcheckbox,
 * aria-checked). Toggling it leaves the menu open, so several can be chosen in a row.
 */
export function MenuItemCheckbox({ checked, onCheckedChange, ...rest }: MenuItemCheckboxProps) {
  return (
    <MenuItemBase
      {...rest}
      role="menuitemcheckbox"
      checked={checked}
      keepOpen
      onSelect={() => onCheckedChange?.(!checked)}
    />
  );
}

/** A line between groups of items (role separator). */
export function MenuSeparator() {
  return <Separator role="separator" />;
}
