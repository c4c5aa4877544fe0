import * as RadixPopover from '@radix-ui/react-popover';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { DefaultLink } from '../NavSection/DefaultLink';
import { AccountAvatar } from './AccountAvatar';
import type { AccountPopoverProps } from './AccountPopover';
import { Identity, MenuList, MenuRow, Paper, Separator, Trigger } from './AccountPopover.styles';

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps extends AccountPopoverProps {
  /** Starts open (the trigger was pressed while this code was loading). */
  defaultOpen?: boolean;
}

/**
 * The account menu itself (Radix Popover): photo, name, e-mail, links and a Logout action
 * (200 px wide). A module of its own, loaded by {@link AccountPopover} on first use.
 */
export function AccountMenu({
  user,
  links = [],
  LinkComponent = DefaultLink,
  onLogout,
  logoutLabel,
  defaultOpen = false,
}: AccountMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const text = useUiText().account;
  const name = user?.name || text.loading;
  const email = user?.email || text.loading;
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>
        <Trigger
          type="button"
          aria-label={user?.name ? text.labelWithName({ name: user.name }) : text.label}
          data-component="AccountPopover"
        >
          <AccountAvatar user={user} />
        </Trigger>
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          asChild
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            // Radix skips links when it picks the first control, which would put focus on
            // Logout, past the links: start at the first row instead.
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'a[href], button',
            );
            if (!first) return;
            event.preventDefault();
            first.focus({ preventScroll: true });
          }}
        >
          <Paper data-part="Menu" aria-label={text.label}>
            <Identity data-part="Identity">
              <p data-part="Name" title={typeof name === 'string' ? name : undefined}>
                {name}
              </p>
              <p data-part="Email" title={typeof email === 'string' ? email : undefined}>
                {email}
              </p>
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
