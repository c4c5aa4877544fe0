import { isUniqueViolation } from '../../db/sql';
import { HttpError, notFound } from '../../lib/errors';
import { toPage } from '../../lib/pagination';
import type { PageLanguage } from '../../lib/page-language';
import type { FeatureIntegration } from './plan-features';
import type { PlansRepository } from './plans.repository';
import {
  catalogue,
  type NewPlan,
  type Plan,
  type PlanChanges,
  type PlanRow,
  toPlan,
} from './plans.schemas';

/** Who asks: admins also see archived plans; features are labelled in their language. */
export interface Viewer {
  isAdmin: boolean;
  language: PageLanguage;
}

/** The admin who changes a plan, and the language the answer is labelled in. */
export interface Actor {
  userId: string;
  language: PageLanguage;
}

/** The Connect platforms the owner turned on (a feature needing one is listed only then). */
export type EnabledIntegrations = () => Promise<ReadonlySet<FeatureIntegration>>;

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A slug already taken is a 409, whatever the write. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Slug already taken');
    throw error;
  }
}

/** The plan rules: who sees which plans, default slugs, unique slugs, audited admin changes. */
export class PlansService {
  constructor(
    private readonly repo: PlansRepository,
    private readonly integrations: EnabledIntegrations,
  ) {}

  /** The feature catalogue, labelled for `viewer`, with what plans can list now. */
  async features(viewer: Viewer) {
    return catalogue(viewer.language, await this.integrations());
  }

  /** How `viewer` reads plans now. */
  private async reading(viewer: Viewer) {
    return { ...viewer, integrations: await this.integrations() };
  }

  /** A page of plans: active ones only, unless an admin asks. */
  async list(
    viewer: Viewer,
    q: { page: number; limit: number; interval?: 'month' | 'year'; sortBy?: string },
  ) {
    const [field, dir] = (q.sortBy ?? 'sortOrder:asc').split(':') as [
      'sortOrder' | 'amount' | 'name',
      'asc' | 'desc',
    ];
    const { rows, total } = await this.repo.list({
      activeOnly: !viewer.isAdmin,
      interval: q.interval,
      sort: { field, dir },
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const reading = await this.reading(viewer);
    return toPage(
      rows.map((row) => toPlan(row, reading)),
      q.page,
      q.limit,
      total,
    );
  }

  /** One plan; an archived one exists for admins only. */
  async get(viewer: Viewer, id: string): Promise<Plan> {
    const row = await this.repo.byId(id);
    if (!row || (!row.active && !viewer.isAdmin)) throw notFound('Plan not found');
    return toPlan(row, await this.reading(viewer));
  }

  /** Creates a plan (slug defaults to `<name>-<interval>ly`), audited. */
  async create(actor: Actor, fields: NewPlan): Promise<Plan> {
    return slugChecked(async () => {
      const row = await this.repo.insert({
        ...fields,
        slug: fields.slug ?? slugify(`${fields.name}-${fields.interval}ly`),
      });
      return this.audited(actor, 'plan.created', row, {
        amount: row.amount,
        interval: row.interval,
      });
    });
  }

  /** Changes a plan, audited. */
  async update(actor: Actor, id: string, changes: PlanChanges): Promise<Plan> {
    return slugChecked(async () => {
      const row = await this.repo.update(id, changes);
      if (!row) throw notFound('Plan not found');
      return this.audited(actor, 'plan.updated', row, changes);
    });
  }

  /** Archives a plan (existing subscribers keep it), audited. */
  async archive(actor: Actor, id: string): Promise<Plan> {
    const row = await this.repo.update(id, { active: false });
    if (!row) throw notFound('Plan not found');
    return this.audited(actor, 'plan.archived', row, { active: false });
  }

  /** Audits what the actor did to a plan (its name and `after`); answers the plan. */
  private async audited(
    actor: Actor,
    action: 'plan.created' | 'plan.updated' | 'plan.archived',
    row: PlanRow,
    after: Record<string, unknown>,
  ): Promise<Plan> {
    await this.repo.audit({
      actorId: actor.userId,
      action,
      targetType: 'plan',
      targetId: row.id,
      after: { name: row.name, ...after },
    });
    return toPlan(row, await this.reading({ isAdmin: true, language: actor.language }));
  }
}
