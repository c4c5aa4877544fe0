import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../auth';
import {
  chainSchema,
  editBody,
  errors,
  errorSchema,
  eventBody,
  idParams,
  listQuery,
  performanceSchema,
  publishBody,
  statsQuery,
  statsSchema,
  tradeListSchema,
  tradeSchema,
} from './trades.schemas';
import type { TradesService } from './trades.service';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Registers /trades/*: validation, then the service. */
export function registerTradeRoutes(root: FastifyInstance, service: TradesService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/trades',
    {
      config: { auth: 'user' },
      // Runs after the guards: a hit skips validation and the handler. Only URLs whose
      // query passed validation are ever stored.
      onRequest: async (request, reply) => {
        const hit = service.cachedList(request.principal?.isMember ?? false, request.url);
        if (hit) return reply.type(JSON_TYPE).send(hit as never);
      },
      schema: {
        tags: ['trades'],
        summary: 'List trades (live trades locked for non-members)',
        querystring: listQuery,
        response: { 200: tradeListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = request.principal?.isMember ?? false;
      const body = await service.list(request.query, member, request.url);
      // Pre-serialised JSON: Fastify sends a string with a JSON type as-is.
      return reply.type(JSON_TYPE).send(body as never);
    },
  );

  app.get(
    '/trades/stats',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['trades'],
        summary: 'Performance statistics',
        querystring: statsQuery,
        response: { 200: statsSchema, ...errors },
      },
    },
    async (request) => service.stats(request.query),
  );

  app.get(
    '/trades/performance',
    {
      // Public: the track record shows closed trades' results only, never a price.
      schema: {
        tags: ['trades'],
        summary: 'Track-record statistics on R multiples, from the trade history (public)',
        querystring: statsQuery,
        response: { 200: performanceSchema, ...errors },
      },
    },
    async (request) => service.performance(request.query),
  );

  app.get(
    '/trades/chain',
    {
      schema: {
        tags: ['trades'],
        summary:
          'The hash-chained trade history, its head and the head of each day (public; live trades keep their content back)',
        response: { 200: chainSchema },
      },
    },
    async () => service.chain(),
  );

  app.get(
    '/trades/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['trades'],
        summary: 'One trade',
        params: idParams,
        response: { 200: tradeSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, request.principal?.isMember ?? false),
  );

  app.post(
    '/trades',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['trades'],
        summary: 'Publish a trade (admin)',
        body: publishBody,
        response: { 201: tradeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.publish(requirePrincipal(request).userId, request.body)),
  );

  app.patch(
    '/trades/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['trades'],
        summary: 'Edit a trade (admin); levels only while pending',
        params: idParams,
        body: editBody,
        response: { 200: tradeSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) =>
      service.edit(requirePrincipal(request).userId, request.params.id, request.body),
  );

  app.post(
    '/trades/:id/events',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['trades'],
        summary: 'Record what happened to a trade (admin); the history is append-only',
        params: idParams,
        body: eventBody,
        response: { 201: tradeSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.recordEvent(
            requirePrincipal(request).userId,
            request.params.id,
            request.body,
          ),
        ),
  );
}
