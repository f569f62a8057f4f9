export { Drawer, type DrawerProps, drawerPlacements } from './Drawer';
