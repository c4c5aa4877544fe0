import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';

/**
 * Bodies are JSON only and decoded strictly; route schemas are zod (validation and
 * serialization). A text/plain body is refused with 415 instead of reaching validation as a
 * string; invalid UTF-8 is a 400, never replaced by U+FFFD; `__proto__` and
 * `constructor.prototype` keys stay refused, as with the default parser.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, 'Invalid JSON body: not UTF-8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
