import styled from 'styled-components';

/** A spacing value: a number of 8 px steps, or any CSS length. */
export type Spacing = number | string;

/** Turns a {@link Spacing} into a CSS length (`2` → `16px`). */
export function toSpacing(value: Spacing | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' ? `${value * 8}px` : value;
}

interface BoxStyleProps {
  $padding?: string | undefined;
  $paddingInline?: string | undefined;
  $paddingBlock?: string | undefined;
  $marginInline?: string | undefined;
  $marginBlock?: string | undefined;
}

export const BoxRoot = styled.div<BoxStyleProps>`
  box-sizing: border-box;
  ${(p) => (p.$padding ? `padding: ${p.$padding};` : '')}
  ${(p) => (p.$paddingInline ? `padding-inline: ${p.$paddingInline};` : '')}
  ${(p) => (p.$paddingBlock ? `padding-block: ${p.$paddingBlock};` : '')}
  ${(p) => (p.$marginInline ? `margin-inline: ${p.$marginInline};` : '')}
  ${(p) => (p.$marginBlock ? `margin-block: ${p.$marginBlock};` : '')}
`;
