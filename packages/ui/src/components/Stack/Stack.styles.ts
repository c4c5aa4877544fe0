import styled from 'styled-components';

export const StackRoot = styled.div<{ $gap: string }>`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  gap: ${(p) => p.$gap};

  &[data-direction='row'] {
    flex-direction: row;
  }
  &[data-direction='row-reverse'] {
    flex-direction: row-reverse;
  }
  &[data-direction='column-reverse'] {
    flex-direction: column-reverse;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }
  &[data-justify='start'] {
    justify-content: flex-start;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='space-between'] {
    justify-content: space-between;
  }
  &[data-justify='space-around'] {
    justify-content: space-around;
  }
  &[data-wrap] {
    flex-wrap: wrap;
  }
`;
