import type { FastifyPluginAsync } from 'fastify';
import { registerHealthRoutes } from './health.routes';
import { HealthService } from './health.service';

/** What the health module is given. */
export interface HealthPluginOptions {
  database: { ping(): Promise<unknown> };
}

/** The health module: liveness (`/healthz`) and readiness (`/readyz`). */
export const healthPlugin: FastifyPluginAsync<HealthPluginOptions> = async (app, { database }) => {
  registerHealthRoutes(app, new HealthService(database));
};
