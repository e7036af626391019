export { Menu, MenuItem, MenuItemCheckbox, MenuItemRadio, MenuSeparator } from './Menu';
export type {
  MenuProps,
  MenuItemCheckboxProps,
  MenuItemProps,
  MenuItemRadioProps,
  MenuTriggerProps,
} from './Menu';
