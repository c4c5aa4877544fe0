import styled from 'styled-components';

export const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
`;

export const Swatch = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 56px;
  border-radius: 10px;
  border: 1px solid rgb(var(--ff-palette-grey-500-channel) / 0.16);
  cursor: pointer;
  transition: background-color var(--ff-transition-shorter) var(--ff-easing-standard);

  &:hover {
    background-color: var(--ff-action-hover);
  }
  &:has(input:checked) {
    background-color: color-mix(in srgb, var(--swatch) 12%, transparent);
    border-color: var(--swatch);
  }
  &:has(input:focus-visible) {
    box-shadow: var(--ff-focus-ring);
  }
  [data-part='Dot'] {
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background-color: var(--swatch);
    transition: transform var(--ff-transition-shorter) var(--ff-easing-standard);
  }
  &:has(input:checked) [data-part='Dot'] {
    transform: scale(1.25);
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;
