import styled from 'styled-components';

export const FallbackRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 100%;
  padding: 40px 24px;
  box-sizing: border-box;
  text-align: center;
  font-family: var(--ff-font-family);
  color: var(--ff-text-primary);
`;

export const IconWrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  color: var(--ff-palette-error-main);
  background-color: rgb(var(--ff-palette-error-main-channel) / 0.12);

  svg {
    width: 32px;
    height: 32px;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  font-weight: var(--ff-font-weight-bold);
`;

export const Message = styled.p`
  margin: 0;
  max-width: 480px;
  font-size: 0.9375rem;
  color: var(--ff-text-secondary);
  overflow-wrap: anywhere;
`;

export const Details = styled.pre`
  margin: 0;
  max-width: min(640px, 100%);
  max-height: 160px;
  overflow: auto;
  padding: 12px;
  border-radius: var(--ff-shape-radius);
  font-family: var(--ff-font-family-mono);
  font-size: 0.75rem;
  text-align: inherit;
  color: var(--ff-text-secondary);
  background-color: var(--ff-background-neutral);
`;
