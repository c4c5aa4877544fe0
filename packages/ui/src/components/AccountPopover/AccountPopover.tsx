import * as RadixPopover from '@radix-ui/react-popover';
import { LogOut, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { defaultUiText } from '../../locale/uiText';
import { useUiText } from '../../locale/UiTextProvider';
import { DefaultLink } from '../NavSection/DefaultLink';
import type { NavLinkComponent } from '../NavSection/types';
import { Avatar } from '../Avatar';
import { Identity, MenuList, MenuRow, Paper, Separator, Trigger } from './AccountPopover.styles';

/** Text shown for the name and e-mail until the user is known (seed, exact; `account.loading`). */
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

/** The header's user menu: photo, name, e-mail, links and a Logout action (200 px wide). */
export function AccountPopover({
  user,
  links = [],
  LinkComponent = DefaultLink,
  onLogout,
  logoutLabel,
}: AccountPopoverProps) {
  const [open, setOpen] = useState(false);
  const text = useUiText().account;
  const name = user?.name || text.loading;
  const email = user?.email || text.loading;
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>
        <Trigger
          type="button"
          aria-label={user?.name ? text.labelWithName(user.name) : text.label}
          data-component="AccountPopover"
        >
          <Avatar
            data-part="Avatar"
            aria-hidden="true"
            src={user?.photoURL ?? undefined}
            alt=""
            size={36}
            color="primary"
          >
            {/* An icon, not initials: the button's name is "Account: <name>", and visible
                initials that are not part of it would break "label in name" (WCAG 2.5.3). */}
            <UserRound aria-hidden="true" size={20} />
          </Avatar>
        </Trigger>
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content asChild align="end" sideOffset={8} collisionPadding={8}>
          <Paper data-part="Menu" aria-label={text.label}>
            <Identity data-part="Identity">
              <p data-part="Name">{name}</p>
              <p data-part="Email">{email}</p>
            </Identity>
            <Separator />
            {links.length ? (
              <>
                <MenuList>
                  {links.map((link) => (
                    <li key={link.href + link.label}>
                      <MenuRow
                        as={LinkComponent}
                        href={link.href}
                        to={link.href}
                        onClick={() => setOpen(false)}
                      >
                        {link.icon}
                        {link.label}
                      </MenuRow>
                    </li>
                  ))}
                </MenuList>
                <Separator />
              </>
            ) : null}
            <MenuList>
              <li>
                <MenuRow
                  as="button"
                  type="button"
                  data-part="Logout"
                  onClick={() => {
                    setOpen(false);
                    onLogout();
                  }}
                >
                  <LogOut aria-hidden="true" />
                  {logoutLabel ?? text.logout}
                </MenuRow>
              </li>
            </MenuList>
          </Paper>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
