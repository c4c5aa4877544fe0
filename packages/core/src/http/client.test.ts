import { http, HttpResponse } from 'msw';
import { API, createTestServer } from '../test/helpers';
import { createApiClient, fetcher } from './client';
import { resolveApiBaseUrl } from './config';
import { getErrorMessage } from './errors';

const server = createTestServer();

describe('createApiClient errors', () => {
  const client = createApiClient({ baseURL: API });

  it('rejects with the parsed JSON body of a failed response', async () => {
    const body = {
      code: 400,
      message: 'Email already taken',
      errors: [{ field: 'email', message: 'taken' }],
    };
    server.use(http.post(`${API}/auth/register`, () => HttpResponse.json(body, { status: 400 })));
    await expect(client.post('/auth/register', {})).rejects.toEqual(body);
  });

  it("rejects with 'Something went wrong' when the failed response has an empty body", async () => {
    server.use(http.get(`${API}/plans`, () => new HttpResponse(null, { status: 500 })));
    await expect(client.get('/plans')).rejects.toBe('Something went wrong');
  });

  it("rejects with 'Something went wrong' when the body is not JSON", async () => {
    server.use(
      http.get(`${API}/plans`, () =>
        HttpResponse.text('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    await expect(client.get('/plans')).rejects.toBe('Something went wrong');
  });

  it("rejects with 'Something went wrong' on a network error", async () => {
    server.use(http.get(`${API}/plans`, () => HttpResponse.error()));
    await expect(client.get('/plans')).rejects.toBe('Something went wrong');
  });

  it('sets no default timeout', async () => {
    expect((await client.load()).defaults.timeout ?? 0).toBe(0);
  });

  it('loads axios once per client, on first use', async () => {
    const lazy = createApiClient({ baseURL: API });
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    server.use(http.get(`${API}/plans`, () => HttpResponse.json({ ok: true })));
    await expect(lazy.get('/plans').then((r) => r.data)).resolves.toEqual({ ok: true });
    expect(await lazy.load()).toBe(first);
  });

  it('recognises a cancelled request as a cancellation, not an API failure', async () => {
    server.use(http.get(`${API}/plans`, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = client.get('/plans', { signal: controller.signal });
    controller.abort();
    const { isCancel } = (await import('axios')).default;
    await expect(pending.catch((error: unknown) => isCancel(error))).resolves.toBe(true);
  });

  it('getErrorMessage turns any rejection into text', () => {
    expect(getErrorMessage({ code: 401, message: 'Incorrect email or password' })).toBe(
      'Incorrect email or password',
    );
    expect(getErrorMessage('Something went wrong')).toBe('Something went wrong');
    expect(getErrorMessage(undefined)).toBe('Something went wrong');
  });
});

describe('createApiClient reads', () => {
  it('sends a read with fetch and every other request through axios', async () => {
    server.use(
      http.get(`${API}/plans`, () => HttpResponse.json({ results: [] })),
      http.post(`${API}/plans`, () => HttpResponse.json({ id: 'p1' }, { status: 201 })),
    );
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      const client = createApiClient({ baseURL: API });
      const read = await client.get('/plans', { params: { page: 1 } });
      expect(read).toMatchObject({ data: { results: [] }, status: 200 });
      expect(read.headers['content-type']).toMatch(/application\/json/);
      expect(sent).toHaveBeenCalledTimes(1);
      await expect(client.post('/plans', {}).then((r) => r.data)).resolves.toEqual({ id: 'p1' });
      expect(sent).toHaveBeenCalledTimes(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('asks for what axios would ask for: the same path, query and headers', async () => {
    const seen: Array<{
      path: string;
      query: string[][];
      custom: string | null;
      auth: string | null;
    }> = [];
    server.use(
      http.get(`${API}/trades`, ({ request }) => {
        const url = new URL(request.url);
        seen.push({
          path: url.pathname,
          query: [...url.searchParams],
          custom: request.headers.get('x-custom'),
          auth: request.headers.get('authorization'),
        });
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ baseURL: `${API}/`, getToken: () => 't.o.k' });
    const config = {
      params: { q: 'a b:c,$é&=/?+', page: 2, open: true, none: undefined, nil: null },
      headers: { 'X-Custom': 'yes' },
    };
    await client.get('/trades?limit=5', config);
    await client.request({ method: 'get', url: '/trades?limit=5', ...config });
    await client.get('/trades');
    await client.request({ method: 'get', url: '/trades' });
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[2]).toEqual(seen[3]);
    expect(seen[0]).toEqual({
      path: '/v1/trades',
      query: [
        ['limit', '5'],
        ['q', 'a b:c,$é&=/?+'],
        ['page', '2'],
        ['open', 'true'],
      ],
      custom: 'yes',
      auth: 'Bearer t.o.k',
    });
  });

  it('answers a read that is not JSON with its text, as axios does', async () => {
    server.use(http.get(`${API}/plans`, () => HttpResponse.text('plain')));
    const client = createApiClient({ baseURL: API });
    await expect(client.get('/plans').then((r) => r.data)).resolves.toBe('plain');
  });
});

describe('createApiClient authorization', () => {
  it('sends the Bearer header only while a token is available', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/auth/me`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ id: 'u1' });
      }),
    );
    let token: string | null = null;
    const client = createApiClient({ baseURL: API, getToken: () => token });
    await client.get('/auth/me');
    token = 'abc.def.ghi';
    await client.get('/auth/me');
    token = null;
    await client.get('/auth/me');
    expect(seen).toEqual([null, 'Bearer abc.def.ghi', null]);
  });
});

describe('fetcher', () => {
  it('returns the response data of a GET, with optional request config', async () => {
    server.use(
      http.get(`${API}/trades`, ({ request }) =>
        HttpResponse.json({ query: new URL(request.url).search }),
      ),
    );
    const client = createApiClient({ baseURL: API });
    await expect(fetcher(client, '/trades?limit=10&page=1')).resolves.toEqual({
      query: '?limit=10&page=1',
    });
    await expect(fetcher(client, ['/trades', { params: { page: 2 } }])).resolves.toEqual({
      query: '?page=2',
    });
  });
});

describe('resolveApiBaseUrl', () => {
  it('uses the configured URL without trailing slash, else same-origin /v1', () => {
    expect(resolveApiBaseUrl('https://api.finfree.example/v1/')).toBe(
      'https://api.finfree.example/v1',
    );
    expect(resolveApiBaseUrl(undefined)).toBe('/v1');
    expect(resolveApiBaseUrl('  ')).toBe('/v1');
  });
});
