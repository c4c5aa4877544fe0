export { AccountPopover, ACCOUNT_LOADING_TEXT } from './AccountPopover';
export type { AccountLink, AccountPopoverProps, AccountUser } from './AccountPopover';
