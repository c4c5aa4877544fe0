export { Logo, logoMarkPaths, logoVariants } from './Logo';
export type { LogoProps, LogoVariant } from './Logo';
