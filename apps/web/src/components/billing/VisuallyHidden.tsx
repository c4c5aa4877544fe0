import { visuallyHidden } from '@finfree/ui';
import styled from 'styled-components';

/** Text for screen readers only (e.g. the header of an actions column). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
