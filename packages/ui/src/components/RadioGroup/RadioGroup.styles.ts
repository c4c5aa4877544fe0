import styled from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { CheckableLabel } from '../Checkbox/Checkbox.styles';

export const RadioGroupRoot = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: ${cssVar('font-family')};

  & > [data-part='Label'] {
    margin-block-end: 4px;
    padding: 0;
    color: ${cssVar('text-secondary')};
    font-size: 0.875rem;
    font-weight: ${cssVar('font-weight-semibold')};
  }
  & > [data-part='Items'] {
    display: flex;
    flex-direction: column;
  }
  &[data-orientation='horizontal'] > [data-part='Items'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: 16px;
  }
`;

export const RadioRoot = styled(CheckableLabel)`
  & [data-part='Dot'] {
    position: relative;
    display: inline-block;
    box-sizing: border-box;
    width: var(--check-size);
    height: var(--check-size);
    border: 2px solid ${cssVar('text-secondary')};
    border-radius: 50%;
  }
  & [data-part='Dot'][data-state='checked'] {
    border-color: var(--check-main);
  }
  & [data-part='Dot'][data-state='checked']::after {
    content: '';
    position: absolute;
    inset: 3px;
    border-radius: 50%;
    background: var(--check-main);
  }
`;
