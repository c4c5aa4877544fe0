import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { JobEngine } from '../../jobs/engine';
import { registerAdminJobRoutes } from './admin-jobs.routes';
import { AdminJobsService } from './admin-jobs.service';

/** What the admin jobs module is given. */
export interface AdminJobsPluginOptions {
  db: Db;
  /** The job engine whose queues are shown. */
  engine: Pick<JobEngine, 'names' | 'ready' | 'hasPeriodic' | 'runNow'>;
  /** Demo mode: a periodic job may be run for another time. */
  demo?: boolean;
}

/** The operators' view of background jobs (`/admin/jobs`). */
export const adminJobsPlugin: FastifyPluginAsync<AdminJobsPluginOptions> = async (
  app,
  { db, engine, demo },
) => {
  registerAdminJobRoutes(app, new AdminJobsService(engine, db, demo));
};
