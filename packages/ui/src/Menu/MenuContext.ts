import type { useInteractions } from '@floating-ui/react';
import { createContext, type ComponentType, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { MenuProps } from './Menu';

/** What a menu shares with its items (and submenu triggers): list navigation and hover state. */
export interface MenuContextValue {
  getItemProps: ReturnType<typeof useInteractions>['getItemProps'];
  activeIndex: number | null;
  setActiveIndex: Dispatch<SetStateAction<number | null>>;
  setHasFocusInside: Dispatch<SetStateAction<boolean>>;
  allowHover: boolean;
  isOpen: boolean;
}

export const MenuContext = createContext<MenuContextValue>({
  getItemProps: () => ({}),
  activeIndex: null,
  setActiveIndex: () => {},
  setHasFocusInside: () => {},
  allowHover: true,
  isOpen: false,
});

/** The props every kind of item passes to the one item implementation. */
export interface MenuItemBaseProps {
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

/**
 * The open menu's code (MenuPopup.tsx, loaded on first use), handed to what renders inside it:
 * items and submenus exist only in an open menu, so they always find it here.
 */
export interface MenuImplementation {
  Submenu: ComponentType<MenuProps>;
  Item: ComponentType<MenuItemBaseProps>;
}

export const MenuImplementationContext = createContext<MenuImplementation | null>(null);
