import { HttpError } from '../../lib/errors';
import type { PlanListQuery, PlansRepository } from './plans.repository';
import type { FeatureIntegration } from './plan-features';
import type { NewPlan, PlanChanges, PlanRow } from './plans.schemas';
import { PlansService } from './plans.service';

/** A plans repository in memory: the service's rules, tested without a database. */
function fakeRepository(rows: PlanRow[] = []) {
  const audits: { action: string; actorId: string }[] = [];
  const lists: PlanListQuery[] = [];
  const repo = {
    async list(q: PlanListQuery) {
      lists.push(q);
      const found = rows.filter((r) => !q.activeOnly || r.active);
      return { rows: found.slice(q.offset, q.offset + q.limit), total: found.length };
    },
    async byId(id: string) {
      return rows.find((r) => r.id === id);
    },
    async insert(values: NewPlan & { slug: string }) {
      if (rows.some((r) => r.slug === values.slug)) {
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }
      const row = plan({ ...values, id: `p${rows.length + 1}` });
      rows.push(row);
      return row;
    },
    async update(id: string, changes: PlanChanges) {
      const row = rows.find((r) => r.id === id);
      if (row) Object.assign(row, changes);
      return row;
    },
    async audit(entry: { action: string; actorId: string }) {
      audits.push({ action: entry.action, actorId: entry.actorId });
    },
  };
  return { repo: repo as unknown as PlansRepository, audits, lists, rows };
}

function plan(fields: Partial<PlanRow>): PlanRow {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    id: 'p1',
    name: 'Pro',
    slug: 'pro-monthly',
    description: '',
    amount: 1900,
    currency: 'usd',
    interval: 'month',
    trialDays: 0,
    featureKeys: [],
    retiredFeatures: [],
    highlighted: false,
    active: true,
    sortOrder: 0,
    createdAt: now,
    updatedAt: now,
    ...fields,
  } as PlanRow;
}

const member = { isAdmin: false, language: 'en' } as const;
const admin = { isAdmin: true, language: 'en' } as const;
const none = async () => new Set<FeatureIntegration>();
const actor = (userId: string) => ({ userId, language: 'en' }) as const;

describe('PlansService', () => {
  it('lists active plans to members and every plan to admins, paged and sorted as asked', async () => {
    const { repo, lists } = fakeRepository([
      plan({ id: 'a' }),
      plan({ id: 'b', slug: 'old', active: false }),
    ]);
    const plans = new PlansService(repo, none);
    const page = await plans.list(member, { page: 1, limit: 10 });
    expect(page.results.map((p) => p.id)).toEqual(['a']);
    expect(page).toMatchObject({ page: 1, limit: 10, totalPages: 1, totalResults: 1 });
    const all = await plans.list(admin, { page: 2, limit: 1, sortBy: 'amount:desc' });
    expect(all.results.map((p) => p.id)).toEqual(['b']);
    expect(lists.at(-1)).toMatchObject({
      activeOnly: false,
      sort: { field: 'amount', dir: 'desc' },
      offset: 1,
    });
    expect(lists[0]?.sort).toEqual({ field: 'sortOrder', dir: 'asc' });
  });

  it('hides an archived plan from members (404) but not from admins', async () => {
    const plans = new PlansService(fakeRepository([plan({ id: 'x', active: false })]).repo, none);
    await expect(plans.get(member, 'x')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Plan not found',
    });
    expect((await plans.get(admin, 'x')).id).toBe('x');
    await expect(plans.get(admin, 'missing')).rejects.toBeInstanceOf(HttpError);
  });

  it('creates with a default slug, refuses a taken slug with 409, and audits each change', async () => {
    const { repo, audits } = fakeRepository();
    const plans = new PlansService(repo, none);
    const created = await plans.create(actor('admin-1'), {
      name: 'Gold Plan',
      amount: 4900,
      interval: 'year',
    });
    expect(created.slug).toBe('gold-plan-yearly');
    await expect(
      plans.create(actor('admin-1'), { name: 'Gold Plan', amount: 1, interval: 'year' }),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Slug already taken' });
    const archived = await plans.archive(actor('admin-2'), created.id);
    expect(archived.active).toBe(false);
    await expect(plans.update(actor('admin-2'), 'missing', { name: 'x' })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(audits).toEqual([
      { action: 'plan.created', actorId: 'admin-1' },
      { action: 'plan.archived', actorId: 'admin-2' },
    ]);
  });

  it('lists a plan’s features in the reader’s language, in the plan’s order, leaving out one whose platform is off', async () => {
    const row = plan({
      id: 'a',
      // A key the catalogue no longer has (a feature withdrawn) is ignored.
      featureKeys: ['telegram-channel', 'trade-history', 'community-chat', 'live-signals'],
      retiredFeatures: ['Community chat'],
    });
    let on = new Set<FeatureIntegration>();
    const plans = new PlansService(fakeRepository([row]).repo, async () => on);
    expect((await plans.get(member, 'a')).features).toEqual([
      'Full trade history and statistics',
      'Live forex, crypto and index signals',
    ]);
    on = new Set(['telegram']);
    const fr = await plans.get({ isAdmin: false, language: 'fr' }, 'a');
    expect(fr.features).toEqual([
      'Le canal Telegram des membres',
      'Historique complet des trades et statistiques',
      'Signaux forex, crypto et indices en direct',
    ]);
    expect(fr.featureKeys).toEqual(['telegram-channel', 'trade-history', 'live-signals']);
    // The owner's former lines are theirs to read, not the public's.
    expect(fr.retiredFeatures).toEqual([]);
    expect((await plans.get(admin, 'a')).retiredFeatures).toEqual(['Community chat']);
    const catalogue = await plans.features({ isAdmin: true, language: 'ar' });
    expect(catalogue.find((f) => f.key === 'telegram-channel')).toEqual({
      key: 'telegram-channel',
      label: 'قناة تيليجرام الخاصة بالأعضاء',
      screen: '/dashboard/connect',
      integration: 'telegram',
      available: true,
    });
    expect(catalogue.find((f) => f.key === 'discord-role')?.available).toBe(false);
  });
});
