import { UserRound } from 'lucide-react';
import { Avatar } from '../Avatar';
import type { AccountUser } from './AccountPopover';

/** The photo (or a user icon) shown in the account trigger. */
export function AccountAvatar({ user }: { user?: AccountUser | null }) {
  return (
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
  );
}
