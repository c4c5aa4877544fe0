export {
  Drawer,
  DrawerTrigger,
  DrawerClose,
  DrawerTitle,
  DrawerDescription,
  DrawerContent,
  drawerSides,
} from './Drawer';
export type { DrawerProps, DrawerContentProps, DrawerSide } from './Drawer';
