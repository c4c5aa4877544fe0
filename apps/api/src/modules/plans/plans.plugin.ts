import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { PlansRepository } from './plans.repository';
import { registerPlanRoutes } from './plans.routes';
import { type EnabledIntegrations, PlansService } from './plans.service';

/** What the plans module is given. */
export interface PlansPluginOptions {
  db: Db;
  /** The Connect platforms the owner turned on. */
  integrations: EnabledIntegrations;
}

/** The plans module: the catalogue of subscription plans (`/plans`). */
export const plansPlugin: FastifyPluginAsync<PlansPluginOptions> = async (
  app,
  { db, integrations },
) => {
  registerPlanRoutes(app, new PlansService(new PlansRepository(db), integrations));
};
