import styled from 'styled-components';

/** A labelled group of radio cards (`<fieldset>` + `<legend>`). */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: 10px;
  font-size: 0.75rem;
  font-weight: var(--ff-font-weight-semibold);
  color: var(--ff-text-secondary);
`;

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--columns, 2), minmax(0, 1fr));
  gap: 10px;
`;

/** One radio card: a label wrapping a visually hidden native radio. */
export const OptionCard = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 64px;
  padding: 8px;
  border-radius: 10px;
  border: 1px solid rgb(var(--ff-palette-grey-500-channel) / 0.16);
  color: var(--ff-text-secondary);
  font-size: 0.75rem;
  font-weight: var(--ff-font-weight-semibold);
  cursor: pointer;
  transition:
    background-color var(--ff-transition-shorter) var(--ff-easing-standard),
    box-shadow var(--ff-transition-shorter) var(--ff-easing-standard);

  &:hover {
    background-color: var(--ff-action-hover);
  }
  &:has(input:checked) {
    color: var(--ff-text-primary);
    background-color: var(--ff-background-paper);
    box-shadow: var(--ff-shadow-card);
    border-color: rgb(var(--ff-palette-primary-main-channel) / 0.48);
  }
  &:has(input:focus-visible) {
    box-shadow: var(--ff-focus-ring);
  }
  svg {
    width: 22px;
    height: 22px;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;
