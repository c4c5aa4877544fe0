import { createApiClient, getTrade, listTrades, type ApiClient } from '@finfree/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { fakeAccessToken, memberUser, nonMemberUser, tradeOpen } from './fixtures';
import { api, handlers, loading } from './handlers';
import { createMswAdapter } from './mswAdapter';

function clientWith(list: RequestHandler[], token: string | null = null): ApiClient {
  return createApiClient({
    baseURL: '/v1',
    getToken: () => token,
    adapter: createMswAdapter(() => list),
  });
}

describe('createMswAdapter', () => {
  it('sends method, path, query, headers and JSON body to the handlers', async () => {
    let seen: { method: string; url: URL; auth: string | null; body: unknown } | null = null;
    const client = clientWith(
      [
        http.post(api('/echo'), async ({ request }) => {
          seen = {
            method: request.method,
            url: new URL(request.url),
            auth: request.headers.get('authorization'),
            body: await request.json(),
          };
          return HttpResponse.json({ ok: true }, { status: 201 });
        }),
      ],
      'token-123',
    );
    const response = await client.post('/echo', { a: 1 }, { params: { page: 2, tag: ['x', 'y'] } });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ ok: true });
    expect(seen).not.toBeNull();
    const { method, url, auth, body } = seen!;
    expect(method).toBe('POST');
    expect(url.pathname).toBe('/v1/echo');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.getAll('tag')).toEqual(['x', 'y']);
    expect(auth).toBe('Bearer token-123');
    expect(body).toEqual({ a: 1 });
  });

  it("rejects a failed answer with the API's JSON body, as the real client does", async () => {
    const client = clientWith(handlers);
    await expect(
      client.post('/auth/login', { email: 'nobody@example.com', password: 'x' }),
    ).rejects.toEqual({ code: 401, message: 'Incorrect email or password' });
  });

  it('rejects an unhandled request like a network error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = clientWith([]);
    await expect(client.get('/nowhere')).rejects.toBe('Something went wrong');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /v1/nowhere'));
    warn.mockRestore();
  });

  it('rejects with a cancellation when the request is aborted while pending', async () => {
    const client = clientWith([loading('get', '/slow')]);
    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ __CANCEL__: true, name: 'CanceledError' });
  });
});

describe('handlers', () => {
  it('lock open trades for a signed-in non-member and show them to a member', async () => {
    const guest = await getTrade(clientWith(handlers), tradeOpen.id);
    const free = await getTrade(
      clientWith(handlers, fakeAccessToken(nonMemberUser.id)),
      tradeOpen.id,
    );
    const member = await getTrade(
      clientWith(handlers, fakeAccessToken(memberUser.id)),
      tradeOpen.id,
    );
    expect(guest.locked).toBe(true);
    expect(free).toMatchObject({ locked: true, entryPrice: null, stopLoss: null, analysis: null });
    expect(member).toMatchObject({ locked: false, entryPrice: 198.45 });
  });

  it('filter and paginate the trades list', async () => {
    const client = clientWith(handlers, fakeAccessToken(memberUser.id));
    const closed = await listTrades(client, { status: 'closed', limit: 2, page: 2 });
    expect(closed.totalResults).toBe(3);
    expect(closed.totalPages).toBe(2);
    expect(closed.results.map((trade) => trade.status)).toEqual(['closed']);
  });
});
