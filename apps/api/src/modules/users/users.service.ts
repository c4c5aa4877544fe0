import { isUniqueViolation } from '../../db/sql';
import { HttpError, notFound } from '../../lib/errors';
import { toPage } from '../../lib/pagination';
import type { PasswordService, Principal, TokenService } from '../auth';
import type { SubscriptionState, UsersRepository } from './users.repository';
import type { UserDto, UserRow } from './users.schemas';

/** What a member may change on their own account. */
export interface OwnChanges {
  name?: string;
  photoURL?: string | null;
  password?: string;
  currentPassword?: string;
  referralCode?: string;
}

/** The account and member-administration rules. */
export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
  ) {}

  /** One user in API shape, or null. */
  view(id: string): Promise<UserDto | null> {
    return this.repo.view(id);
  }

  /**
   * Updates the caller. A password change needs the current password (guesses throttled) and
   * ends the caller's other sessions and every unused reset link; a referral slug is stored
   * upper-case and must be unique.
   */
  async updateOwn(
    me: Principal,
    body: OwnChanges,
    reply: { header(name: string, value: string): unknown },
  ): Promise<UserDto> {
    const row = await this.repo.byId(me.userId);
    if (!row) throw notFound('User not found');
    const changes: Partial<UserRow> = { updatedAt: new Date() };
    if (body.name !== undefined) changes.name = body.name;
    if (body.photoURL !== undefined) changes.photoURL = body.photoURL;
    if (body.password !== undefined) {
      changes.passwordHash = await this.passwords.hashForChange(
        {
          userId: me.userId,
          email: row.email,
          passwordHash: row.passwordHash,
          currentPassword: body.currentPassword,
          password: body.password,
        },
        reply,
      );
    }
    if (body.referralCode !== undefined) changes.referralCode = body.referralCode.toUpperCase();
    try {
      await this.repo.update(me.userId, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'Referral code already taken');
      throw error;
    }
    if (changes.passwordHash) await this.passwords.changed(me.userId, me.sessionId);
    return this.found(me.userId);
  }

  /** A page of users for the admin (search by name or e-mail, role, subscription state). */
  async list(q: {
    page: number;
    limit: number;
    search?: string;
    role?: 'user' | 'admin';
    subscription?: SubscriptionState;
    sortBy?: string;
  }) {
    const [field, dir] = (q.sortBy ?? 'createdAt:desc').split(':') as [
      'createdAt' | 'name' | 'email',
      'asc' | 'desc',
    ];
    const { rows, total } = await this.repo.list({
      search: q.search,
      role: q.role,
      subscription: q.subscription,
      sort: { field, dir },
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return toPage(rows, q.page, q.limit, total);
  }

  /**
   * An admin changes a user's role or disables them (never themselves), audited; the user's
   * cached sessions are dropped, and all of them revoked when disabled.
   */
  async adminUpdate(
    me: Principal,
    id: string,
    body: { role?: 'user' | 'admin'; disabled?: boolean },
  ): Promise<UserDto> {
    if (id === me.userId && (body.role === 'user' || body.disabled === true)) {
      throw new HttpError(400, 'You cannot demote or disable yourself');
    }
    const changes: { role?: 'user' | 'admin'; disabled?: boolean } = {};
    if (body.role !== undefined) changes.role = body.role;
    if (body.disabled !== undefined) changes.disabled = body.disabled;
    if (!(await this.repo.adminUpdate(me.userId, id, changes))) throw notFound('User not found');
    this.tokens.invalidateUser(id);
    if (body.disabled) await this.tokens.revokeAll(id, 'disabled');
    return this.found(id);
  }

  private async found(id: string): Promise<UserDto> {
    const user = await this.repo.view(id);
    if (!user) throw notFound('User not found');
    return user;
  }
}
