export { AuthLayout, AUTH_ILLUSTRATION_SRC } from './AuthLayout';
export type { AuthLayoutProps } from './AuthLayout';
