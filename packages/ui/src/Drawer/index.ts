export { Drawer, useDrawer } from './Drawer';
export type { DrawerProps, DrawerContextValue } from './Drawer';
