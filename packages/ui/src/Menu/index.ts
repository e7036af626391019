export { Menu, MenuItem, MenuItemRadio, MenuSeparator } from './Menu';
export type { MenuProps, MenuItemProps, MenuItemRadioProps, MenuTriggerProps } from './Menu';
