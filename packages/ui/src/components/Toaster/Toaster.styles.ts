import styled from 'styled-components';

/**
 * Maps react-toastify's CSS variables to the theme variables, so toasts follow mode, preset
 * and contrast without re-rendering. react-toastify v11 injects its own base CSS.
 */
export const ToasterRoot = styled.div`
  --toastify-color-light: var(--ff-background-paper);
  --toastify-color-dark: var(--ff-background-paper);
  --toastify-text-color-light: var(--ff-text-primary);
  --toastify-text-color-dark: var(--ff-text-primary);
  --toastify-color-info: var(--ff-palette-info-main);
  --toastify-color-success: var(--ff-palette-success-main);
  --toastify-color-warning: var(--ff-palette-warning-main);
  --toastify-color-error: var(--ff-palette-error-main);
  --toastify-icon-color-info: var(--ff-palette-info-main);
  --toastify-icon-color-success: var(--ff-palette-success-main);
  --toastify-icon-color-warning: var(--ff-palette-warning-main);
  --toastify-icon-color-error: var(--ff-palette-error-main);
  --toastify-color-progress-light: var(--ff-palette-primary-main);
  --toastify-color-progress-dark: var(--ff-palette-primary-main);
  --toastify-color-progress-info: var(--ff-palette-info-main);
  --toastify-color-progress-success: var(--ff-palette-success-main);
  --toastify-color-progress-warning: var(--ff-palette-warning-main);
  --toastify-color-progress-error: var(--ff-palette-error-main);
  --toastify-font-family: var(--ff-font-family);
  --toastify-z-index: var(--ff-z-snackbar);
  --toastify-toast-bd-radius: var(--ff-shape-radius);
  --toastify-toast-shadow: var(--ff-shadow-dropdown);
  display: contents;

  .Toastify__toast {
    border: 1px solid var(--ff-divider);
    font-size: 0.875rem;
  }
  .Toastify__close-button {
    color: var(--ff-text-secondary);
    opacity: 1;
  }
  .Toastify__close-button:focus-visible {
    outline: none;
    box-shadow: var(--ff-focus-ring);
  }

  @media (prefers-reduced-motion: reduce) {
    .Toastify__toast {
      animation-duration: 1ms !important;
    }
  }
`;
