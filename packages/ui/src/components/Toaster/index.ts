export { Toaster, TOAST_AUTO_CLOSE_MS, toast } from './Toaster';
export type { ToasterProps } from './Toaster';
