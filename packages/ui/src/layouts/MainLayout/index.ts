export { MainLayout, MainLayoutHeader } from './MainLayout';
export type { MainLayoutHeaderProps, MainLayoutProps } from './MainLayout';
