import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { requirePrincipal } from '../auth';
import { DEPTH_MESSAGE, documentDepth, MAX_DOCUMENT_DEPTH } from './posts.document';
import {
  adminListQuery,
  adminPostListSchema,
  errors,
  errorSchema,
  idParams,
  latestQuery,
  listQuery,
  newPostBody,
  postChangesBody,
  postListSchema,
  postSchema,
  postSummarySchema,
  publishBody,
} from './posts.schemas';
import type { PostsService, Reader } from './posts.service';

/** A post's body may hold 50,000 characters of text (Arabic: two bytes each) and its nodes. */
const POST_BODY_LIMIT = 512 * 1024;

/**
 * Refuses a document nested deeper than allowed before validation: the schema walks the tree
 * recursively, this counts without recursion.
 */
async function documentDepthFirst(request: FastifyRequest): Promise<void> {
  const body = (request.body as { body?: unknown } | null | undefined)?.body;
  if (body === undefined || documentDepth(body) <= MAX_DOCUMENT_DEPTH) return;
  throw new HttpError(400, `Invalid body: body ${DEPTH_MESSAGE}`, [
    { field: 'body', message: DEPTH_MESSAGE },
  ]);
}

const reader = (request: FastifyRequest): Reader => ({
  isMember: request.principal?.isMember ?? false,
  isAdmin: request.principal?.role === 'admin',
});

/** Registers /posts/* (readers) and /admin/posts/* (admins): validation, then the service. */
export function registerPostRoutes(root: FastifyInstance, service: PostsService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/posts',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['posts'],
        summary: 'The market outlook: visible posts, latest first (no bodies)',
        querystring: listQuery,
        response: { 200: postListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/posts/latest',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['posts'],
        summary: 'The latest visible posts (the dashboard’s)',
        querystring: latestQuery,
        response: { 200: z.array(postSummarySchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => service.latest(request.query.limit),
  );

  app.get(
    '/posts/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['posts'],
        summary:
          'One post: its body for members, a locked teaser for anyone else (admins also see drafts and scheduled posts)',
        params: idParams,
        response: { 200: postSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.get(reader(request), request.params.id),
  );

  app.get(
    '/admin/posts',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['posts'],
        summary: 'Every post, in every state, newest change first (admin)',
        querystring: adminListQuery,
        response: { 200: adminPostListSchema, ...errors },
      },
    },
    async (request) => service.adminList(request.query),
  );

  app.post(
    '/admin/posts',
    {
      config: { auth: 'admin' },
      bodyLimit: POST_BODY_LIMIT,
      preValidation: documentDepthFirst,
      schema: {
        tags: ['posts'],
        summary: 'Write a post: a draft (admin)',
        body: newPostBody,
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(requirePrincipal(request).userId, request.body)),
  );

  app.patch(
    '/admin/posts/:id',
    {
      config: { auth: 'admin' },
      bodyLimit: POST_BODY_LIMIT,
      preValidation: documentDepthFirst,
      schema: {
        tags: ['posts'],
        summary: 'Change a post (admin); a change to a visible post marks it edited',
        params: idParams,
        body: postChangesBody,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) =>
      service.update(requirePrincipal(request).userId, request.params.id, request.body),
  );

  app.post(
    '/admin/posts/:id/publish',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['posts'],
        summary: 'Publish a post now, or schedule it for a later `at` (admin)',
        params: idParams,
        body: publishBody,
        response: { 200: postSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) =>
      service.publish(requirePrincipal(request).userId, request.params.id, request.body),
  );

  app.post(
    '/admin/posts/:id/unpublish',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['posts'],
        summary: 'Take a post back to draft: readers no longer see it (admin)',
        params: idParams,
        response: { 200: postSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => service.unpublish(requirePrincipal(request).userId, request.params.id),
  );

  app.delete(
    '/admin/posts/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['posts'],
        summary: 'Delete a draft or a scheduled post (admin); a published one is unpublished first',
        params: idParams,
        response: { 204: z.null(), 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(requirePrincipal(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
