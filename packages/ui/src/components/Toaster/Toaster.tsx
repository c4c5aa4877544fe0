import { X } from 'lucide-react';
import { ToastContainer, toast, type ToastContainerProps } from 'react-toastify';
import { useEffect } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { useOptionalSettings } from '../../settings/useSettings';
import { connectNotify } from './notify';
import { ToasterRoot } from './Toaster.styles';

/** Toast auto-close delay in ms. */
export const TOAST_AUTO_CLOSE_MS = 3000;

export type ToasterProps = Omit<
  ToastContainerProps,
  'position' | 'autoClose' | 'hideProgressBar'
> & {
  /** Auto-close delay in ms; 3000 by default. */
  autoClose?: number | false;
};

/**
 * The app's toast region: top-right, auto-close after 3000 ms with a progress bar, themed by
 * the CSS variables. Call `toast(...)` (re-exported) or `notify(...)` anywhere to show one;
 * `LazyToaster` loads it on demand.
 */
export function Toaster({ autoClose = TOAST_AUTO_CLOSE_MS, ...rest }: ToasterProps) {
  // Text direction follows the settings; the position stays top-right in both directions.
  const rtl = useOptionalSettings()?.themeDirection === 'rtl';
  const text = useUiText().toaster;
  // `notify` calls (queued ones too) go to react-toastify from now on.
  useEffect(() => connectNotify(toast), []);
  return (
    <ToasterRoot data-component="Toaster">
      <ToastContainer
        position="top-right"
        autoClose={autoClose}
        hideProgressBar={false}
        newestOnTop
        closeOnClick={false}
        pauseOnFocusLoss
        pauseOnHover
        draggable={false}
        theme="light"
        rtl={rtl}
        aria-label={text.region}
        closeButton={({ closeToast, theme }) => (
          <button
            type="button"
            className={`Toastify__close-button Toastify__close-button--${theme}`}
            aria-label={text.close}
            onClick={(event) => {
              event.stopPropagation();
              closeToast(true);
            }}
          >
            <X aria-hidden="true" size={16} />
          </button>
        )}
        {...rest}
      />
    </ToasterRoot>
  );
}

export { toast };
