// Makes `props.theme` typed inside @finfree/ui. Consumers add the same one-liner in their own
// `styled.d.ts` (see docs/design-system.md).
import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging
  export interface DefaultTheme extends Theme {}
}
