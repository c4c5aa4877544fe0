import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/**
 * A request of the scope not answered within `ms` (a frozen database, a lock held elsewhere)
 * answers `503 {code, message}` with `Retry-After`; whatever the handler does later is not sent.
 */
export function registerRequestDeadline(app: FastifyInstance, { ms }: { ms: number }): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ deadlineMs: ms }, 'request deadline exceeded');
      void sendError(reply.header('retry-after', '5'), 503, {
        code: 503,
        message: 'Service unavailable',
      });
    }, ms);
    timer.unref();
    timers.set(request, timer);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
}
