export { Toaster, TOAST_AUTO_CLOSE_MS, toast } from './Toaster';
export type { ToasterProps } from './Toaster';
export { LazyToaster } from './LazyToaster';
export { notify } from './notify';
export type { Notify } from './notify';
