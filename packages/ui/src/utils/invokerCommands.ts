/**
 * Invoker commands (`commandfor` + `command` on a button): the browser opens or closes a
 * `<dialog>` on the button's press with no script at all, so a control rendered on the server
 * answers before the app has loaded. Supported by Chromium 135+, Firefox 144+ and Safari 26.2+;
 * elsewhere the button's click handler does the same once the app runs.
 *
 * Internal (not exported from the package).
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Id of the element the button's `command` acts on. */
    commandfor?: string;
    /** What the button does to its `commandfor` element, e.g. `show-modal` or `close`. */
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover';
  }
}

/** Whether this browser runs a button's invoker command itself. */
export function supportsInvokerCommands(): boolean {
  return (
    typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype
  );
}
