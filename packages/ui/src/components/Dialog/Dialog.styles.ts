import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../../theme/cssVars';
import { modalOverlay, modalPanelEnd } from './modal.styles';

const zoomIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -50%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export const DialogOverlay = styled(RadixDialog.Overlay)`
  ${modalOverlay('z-modal', 'transition-shorter')}
`;

export const DialogContentRoot = styled(RadixDialog.Content)`
  position: fixed;
  inset-block-start: 50%;
  left: 50%;
  z-index: ${cssVar('z-modal')};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: calc(100% - 32px);
  max-height: calc(100% - 32px);
  overflow: hidden;
  border-radius: calc(${cssVar('shape-radius')} * 2);
  background: ${cssVar('background-paper')};
  color: ${cssVar('text-primary')};
  box-shadow: ${cssVar('shadow-dialog')};
  font-family: ${cssVar('font-family')};
  transform: translate(-50%, -50%);
  animation: ${zoomIn} ${cssVar('transition-shorter')} ${cssVar('easing-standard')};
  outline: none;

  &[data-max-width='xs'] {
    max-width: 444px;
  }
  &[data-max-width='sm'] {
    max-width: 600px;
  }
  &[data-max-width='md'] {
    max-width: 900px;
  }
  &[data-max-width='lg'] {
    max-width: 1200px;
  }
  &[data-full-screen] {
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    border-radius: 0;
  }
  ${modalPanelEnd}
`;

export const DialogTitleRoot = styled(RadixDialog.Title)`
  margin: 0;
  padding: 24px 24px 8px;
  padding-inline-end: 56px;
  font-size: 1.125rem;
  font-weight: ${cssVar('font-weight-semibold')};
  line-height: 1.556;
`;

export const DialogDescriptionRoot = styled(RadixDialog.Description)`
  margin: 0;
  padding: 0 24px 8px;
  color: ${cssVar('text-secondary')};
  font-size: 0.875rem;
  line-height: 1.571;
`;

export const DialogBodyRoot = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: 8px 24px;
`;

export const DialogActionsRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  padding: 16px 24px 24px;
`;
