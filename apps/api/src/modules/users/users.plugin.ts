import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { PasswordService, TokenService, UserViews } from '../auth';
import { UsersRepository } from './users.repository';
import { registerUserRoutes } from './users.routes';
import { userSchema } from './users.schemas';
import { UsersService } from './users.service';

/** What the users module is given. */
export interface UsersPluginOptions {
  db: Db;
  tokens: TokenService;
  /** The password rules (the auth module). */
  passwords: PasswordService;
}

/** The users module: the caller's account and member administration (`/users`). */
export const usersPlugin: FastifyPluginAsync<UsersPluginOptions> = async (app, options) => {
  const { db, tokens, passwords } = options;
  registerUserRoutes(app, new UsersService(new UsersRepository(db), passwords, tokens));
};

/** How other modules show a user: the `User` schema and one user in that shape. */
export function createUserViews(db: Db): UserViews {
  const repo = new UsersRepository(db);
  return { schema: userSchema, byId: (id) => repo.view(id) };
}
