import { Suspense, useState, useTransition, type ReactNode } from 'react';
import { defaultUiText } from '../../locale/uiText';
import { useUiText } from '../../locale/UiTextProvider';
import { NavigationProgressBar } from '../NavigationProgressBar/NavigationProgressBar';
import type { NavLinkComponent } from '../NavSection/types';
import { AccountAvatar } from './AccountAvatar';
import { Trigger } from './AccountPopover.styles';
import { lazyNamed } from '../../utils/lazyNamed';

/** Text shown for the name and e-mail until the user is known (`account.loading`, "Loading..." in English). */
export const ACCOUNT_LOADING_TEXT = defaultUiText.account.loading;

/** The signed-in user as the menu shows it. */
export interface AccountUser {
  /** Display name. */
  name?: string | null;
  /** E-mail address. */
  email?: string | null;
  /** Photo URL. */
  photoURL?: string | null;
}

/** A link of the account menu. */
export interface AccountLink {
  /** Label. */
  label: string;
  /** Target path. */
  href: string;
  /** Leading icon. */
  icon?: ReactNode;
}

export interface AccountPopoverProps {
  /** The user; `null`/`undefined` (or missing fields) show "Loading...". */
  user?: AccountUser | null;
  /** Menu links (e.g. Home, Account). */
  links?: readonly AccountLink[];
  /** Router link component; a plain anchor by default. */
  LinkComponent?: NavLinkComponent;
  /** Called by the Logout action (the app signs out and goes to `/`). */
  onLogout: () => void;
  /** Label of the logout action; `account.logout` of the UiText by default. */
  logoutLabel?: string;
}

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazyNamed(loadAccountMenu, 'AccountMenu');

/**
 * The header's user menu: photo, name, e-mail, links and a Logout action (200 px wide).
 *
 * The menu (Radix Popover, floating-ui) loads on first use: until then the same avatar button
 * stands in, and its code starts loading when the pointer or focus reaches it. A first press
 * opens the menu as soon as it has loaded, focus moving into it as it always does; meanwhile the
 * button keeps focus and is marked busy, and a progress bar runs at the top of the page.
 */
export function AccountPopover(props: AccountPopoverProps) {
  const { user } = props;
  const text = useUiText();
  const [wanted, setWanted] = useState(false);
  // A transition keeps the button (and its focus) on screen while the menu loads.
  const [pending, startTransition] = useTransition();
  const placeholder = (
    <Trigger
      type="button"
      aria-label={user?.name ? text.account.labelWithName({ name: user.name }) : text.account.label}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={pending || undefined}
      data-component="AccountPopover"
      onClick={() => startTransition(() => setWanted(true))}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
    >
      <AccountAvatar user={user} />
    </Trigger>
  );
  return (
    <>
      <Suspense fallback={placeholder}>
        {wanted ? <AccountMenu {...props} defaultOpen /> : placeholder}
      </Suspense>
      {pending ? <NavigationProgressBar active label={text.common.loading} /> : null}
    </>
  );
}
