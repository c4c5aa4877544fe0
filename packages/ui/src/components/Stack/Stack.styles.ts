import styled from 'styled-components';
import type { StackAlign, StackDirection, StackJustify } from './Stack';

/** One rule per value of the `data-<attribute>` of the root, setting `property` to its CSS value. */
function valueRules(attribute: string, property: string, values: Record<string, string>): string {
  return Object.entries(values)
    .map(([value, css]) => `&[data-${attribute}='${value}'] { ${property}: ${css}; }`)
    .join('\n');
}

export const StackRoot = styled.div<{ $gap: string }>`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  gap: ${(p) => p.$gap};

  ${valueRules('direction', 'flex-direction', {
    row: 'row',
    'row-reverse': 'row-reverse',
    'column-reverse': 'column-reverse',
  } satisfies Partial<Record<StackDirection, string>>)}
  ${valueRules('align', 'align-items', {
    stretch: 'stretch',
    start: 'flex-start',
    center: 'center',
    end: 'flex-end',
    baseline: 'baseline',
  } satisfies Record<StackAlign, string>)}
  ${valueRules('justify', 'justify-content', {
    start: 'flex-start',
    center: 'center',
    end: 'flex-end',
    'space-between': 'space-between',
    'space-around': 'space-around',
  } satisfies Record<StackJustify, string>)}
  &[data-wrap] {
    flex-wrap: wrap;
  }
`;
