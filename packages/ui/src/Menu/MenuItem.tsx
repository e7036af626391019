import { useContext, type ReactNode } from 'react';
import { Separator } from './Menu.styles';
import { MenuImplementationContext, type MenuItemBaseProps } from './MenuContext';

/** An item renders only inside an open menu, whose code (MenuPopup.tsx) renders it. */
function MenuItemBase(props: MenuItemBaseProps) {
  const implementation = useContext(MenuImplementationContext);
  return implementation ? <implementation.Item {...props} /> : null;
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
