import styled from 'styled-components';
import type { LucideIcon, LucideProps } from 'lucide-react';
import { mirrorIcon } from '../../utils/mirror';

/** Renders the given lucide component, passing styled-components' className through. */
function LucideSvg({ icon: Component, ...rest }: LucideProps & { icon: LucideIcon }) {
  return <Component {...rest} />;
}

export const IconRoot = styled(LucideSvg)`
  flex-shrink: 0;
  vertical-align: middle;

  &[data-mirror='true'] {
    ${mirrorIcon}
  }
`;
