import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { PostsRepository } from './posts.repository';
import { registerPostRoutes } from './posts.routes';
import { PostsService } from './posts.service';

/** What the posts module is given. */
export interface PostsPluginOptions {
  db: Db;
}

/** The posts module: the analysts' market outlook (`/posts`, `/admin/posts`). */
export const postsPlugin: FastifyPluginAsync<PostsPluginOptions> = async (app, { db }) => {
  registerPostRoutes(app, new PostsService(new PostsRepository(db)));
};
