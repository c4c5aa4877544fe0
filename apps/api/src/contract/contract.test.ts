import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildOpenApiDocument, sortKeys } from './document';
import {
  GENERATE_COMMAND,
  contractFiles,
  readContract,
  renderContract,
  staleFiles,
} from './contract';

// The client's types are generated from the server's routes: this fails as soon as a route's
// zod schema changes and the committed contract files were not regenerated.
describe('API contract (packages/core/openapi.json, packages/core/src/generated/api.ts)', () => {
  it('the committed files are what the current server generates', async () => {
    const [next, committed] = await Promise.all([renderContract(), readContract()]);
    const stale = staleFiles(next, committed);
    expect(
      stale,
      `stale contract files: ${stale.join(', ')}; run \`${GENERATE_COMMAND}\` and commit the result`,
    ).toEqual([]);
  }, 60_000);

  it('fails as soon as a route schema differs from the committed contract', async () => {
    const [next, committed] = await Promise.all([
      renderContract({
        extend: (app) =>
          app
            .withTypeProvider<ZodTypeProvider>()
            .get(
              '/v1/contract-probe',
              { schema: { response: { 200: z.object({ probe: z.string() }) } } },
              async () => ({ probe: 'x' }),
            ),
      }),
      readContract(),
    ]);
    expect(staleFiles(next, committed)).toEqual([contractFiles.document, contractFiles.types]);
    expect(next.types).toContain("'/v1/contract-probe'");
  }, 60_000);

  it('names every file that differs from the generated text', () => {
    const next = { document: '{"a":1}\n', types: 'export interface paths {}\n' };
    expect(staleFiles(next, { ...next })).toEqual([]);
    expect(staleFiles(next, { ...next, document: '{"a":2}\n' })).toEqual([contractFiles.document]);
    expect(staleFiles(next, { document: null, types: 'x' })).toEqual([
      contractFiles.document,
      contractFiles.types,
    ]);
  });

  it('builds the same document every time, from the routes alone', async () => {
    const [a, b] = [await buildOpenApiDocument(), await buildOpenApiDocument()];
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const paths = a.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths)).toContain('/v1/trades/{id}');
    expect(paths['/v1/plans']).toHaveProperty('post');
    expect(JSON.stringify(a)).not.toMatch(/127\.0\.0\.1|localhost/);
  }, 60_000);

  it('sorts keys at every depth and keeps array order', () => {
    const sorted = sortKeys({ b: [{ d: 1, c: 2 }], a: null });
    expect(JSON.stringify(sorted)).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });
});
