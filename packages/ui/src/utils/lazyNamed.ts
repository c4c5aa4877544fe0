import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a named export: the module loads on the first render of the returned
 * component (inside a `Suspense`), so its code stays out of the first load until then.
 *
 * Internal (not exported from the package).
 */
export function lazyNamed<
  // Props of any shape: the returned component keeps the exported component's own type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  Module extends Record<Name, ComponentType<any>>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
