export { DetailDrawer } from './DetailDrawer';
export type { DetailDrawerProps } from './DetailDrawer';
