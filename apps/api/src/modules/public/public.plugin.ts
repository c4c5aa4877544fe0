import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { PublicRepository } from './public.repository';
import { registerPublicRoutes } from './public.routes';
import { PublicService } from './public.service';

/** What the public module is given. */
export interface PublicPluginOptions {
  db: Db;
}

/** The public module: the landing page's figures and the contact form. */
export const publicPlugin: FastifyPluginAsync<PublicPluginOptions> = async (app, { db }) => {
  registerPublicRoutes(app, new PublicService(new PublicRepository(db)));
};
