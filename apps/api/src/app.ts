import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

export interface AppOptions {
  /** Folder of the built web app to serve; skipped when it does not exist. */
  webDist?: string;
  logger?: boolean;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 10_000,
    return503OnClosing: true,
  });

  await app.register(
    async (v1) => {
      v1.get('/healthz', async () => ({ status: 'ok' }));
    },
    { prefix: '/v1' },
  );

  const webDist = options.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders(reply: FastifyReply, path: string) {
        // Hashed assets never change; index.html must always be revalidated.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
    if (!isApi && request.method === 'GET' && webDist && existsSync(join(webDist, 'index.html'))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, message: 'Not found' });
  });

  return app;
}
