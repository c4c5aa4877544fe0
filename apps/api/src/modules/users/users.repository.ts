import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  ne,
  not,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { disputes, orders, plans, subscriptions, users } from '../../db/schema';
import { paged } from '../../db/sql';
import { writeAudit } from '../../lib/audit';
import { toUserDto, type UserDto, type UserRow } from './users.schemas';

const subscriptionStatesLive = ['incomplete', 'trialing', 'active', 'past_due'] as const;
/** The state of a member's current subscription; `none` when they have none. */
export type SubscriptionState = 'none' | (typeof subscriptionStatesLive)[number];

/** Escapes LIKE wildcards in user input. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How the admin's user list is filtered, sorted and paged. */
export interface UserListQuery {
  search?: string;
  role?: 'user' | 'admin';
  subscription?: SubscriptionState;
  sort: { field: 'createdAt' | 'name' | 'email'; dir: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

/** Users and their subscription summaries: the only place with the users module's queries. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  async byId(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** One user in API shape, or null. */
  async view(id: string): Promise<UserDto | null> {
    const row = await this.byId(id);
    if (!row) return null;
    const subs = await this.subscriptionsFor([id]);
    const subscription = subs.get(id) ?? null;
    return toUserDto(row, subscription, subscription ? null : await this.disputeNotice(id));
  }

  /** While a dispute has ended a member's access (not restored), the notice they see. */
  async disputeNotice(userId: string): Promise<UserDto['billingNotice']> {
    const [row] = await this.db
      .select({ createdAt: disputes.createdAt })
      .from(disputes)
      .where(
        and(
          eq(disputes.userId, userId),
          isNull(disputes.accessRestoredAt),
          ne(disputes.status, 'won'),
        ),
      )
      .orderBy(desc(disputes.createdAt))
      .limit(1);
    return row ? { kind: 'payment_disputed', since: row.createdAt.toISOString() } : null;
  }

  /** Latest non-cancelled subscription per user, with the plan name. */
  async subscriptionsFor(userIds: string[]) {
    const map = new Map<string, UserDto['subscription']>();
    if (userIds.length === 0) return map;
    const rows = await this.db
      .select({
        id: subscriptions.id,
        userId: subscriptions.userId,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        graceUntil: subscriptions.graceUntil,
        actionOrderId: orders.id,
        planId: plans.id,
        planName: plans.name,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(
        orders,
        and(eq(orders.subscriptionId, subscriptions.id), eq(orders.status, 'requires_action')),
      )
      .where(and(inArray(subscriptions.userId, userIds), ne(subscriptions.status, 'canceled')))
      .orderBy(desc(subscriptions.createdAt));
    for (const r of rows) {
      if (map.has(r.userId)) continue;
      map.set(r.userId, {
        id: r.id,
        status: r.status,
        plan: { id: r.planId, name: r.planName },
        currentPeriodEnd: r.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: r.cancelAtPeriodEnd,
        graceUntil: r.graceUntil?.toISOString() ?? null,
        paymentActionOrderId: r.actionOrderId ?? null,
      });
    }
    return map;
  }

  /** Saves changes to a user (a taken referral code raises the unique violation). */
  async update(id: string, changes: Partial<typeof users.$inferInsert>): Promise<void> {
    await this.db.update(users).set(changes).where(eq(users.id, id));
  }

  /** A page of users in API shape and the total count. */
  async list(q: UserListQuery): Promise<{ rows: UserDto[]; total: number }> {
    const { db } = this;
    const where: SQL[] = [];
    if (q.search) {
      const p = likePattern(q.search);
      const match = or(ilike(users.name, p), ilike(users.email, p));
      if (match) where.push(match);
    }
    if (q.role) where.push(eq(users.role, q.role));
    if (q.subscription) {
      // At most one live (not canceled) subscription per user, so its status is the state.
      const live = (statuses: (typeof subscriptionStatesLive)[number][]) =>
        exists(
          db
            .select({ one: subscriptions.id })
            .from(subscriptions)
            .where(
              and(eq(subscriptions.userId, users.id), inArray(subscriptions.status, statuses)),
            ),
        );
      where.push(
        q.subscription === 'none' ? not(live([...subscriptionStatesLive])) : live([q.subscription]),
      );
    }
    const condition = where.length ? and(...where) : undefined;
    const column = users[q.sort.field];
    const order = q.sort.dir === 'asc' ? asc(column) : desc(column);
    const { rows, total } = await paged(
      db,
      db.select().from(users).where(condition).orderBy(order, asc(users.id)),
      { table: users, where: condition },
      q,
    );
    const subs = await this.subscriptionsFor(rows.map((r) => r.id));
    return {
      rows: rows.map((r) => toUserDto(r, subs.get(r.id) ?? null)),
      total,
    };
  }

  /**
   * Changes a user's role or disabled flag, audited, in one transaction (the row locked);
   * false when there is no such user.
   */
  async adminUpdate(
    actorId: string,
    id: string,
    changes: { role?: 'user' | 'admin'; disabled?: boolean },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ role: users.role, disabled: users.disabled })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!before) return false;
      await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id));
      await writeAudit(tx, {
        actorId,
        action: 'user.updated',
        targetType: 'user',
        targetId: id,
        before,
        after: {
          role: changes.role ?? before.role,
          disabled: changes.disabled ?? before.disabled,
        },
      });
      return true;
    });
  }
}
