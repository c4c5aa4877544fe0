export { MainLayout } from './MainLayout';
export type { MainLayoutProps } from './MainLayout';
