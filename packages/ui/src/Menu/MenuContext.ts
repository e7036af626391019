import type { useInteractions } from '@floating-ui/react';
import { createContext, type Dispatch, type SetStateAction } from 'react';

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
