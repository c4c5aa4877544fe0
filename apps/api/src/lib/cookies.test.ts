import Fastify from 'fastify';
import { addSetCookie, parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses a Cookie header: first occurrence wins, malformed pairs are skipped', () => {
    expect(parseCookies('a=1; b=two;c="q"; a=3; =x; bad name=1; d')).toEqual({
      a: '1',
      b: 'two',
      c: 'q',
    });
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(['x=1', 'y=2'])).toEqual({ x: '1', y: '2' });
    expect(parseCookies('v=a b; w=ok')).toEqual({ w: 'ok' });
    expect(parseCookies(`a=${'x'.repeat(9000)}`)).toEqual({});
    expect(Object.getPrototypeOf(parseCookies('__proto__=1'))).toBeNull();
  });

  it('serializes a Set-Cookie value with its attributes', () => {
    expect(
      serializeCookie('finfree_ref', 'ABC.1.sig', {
        maxAge: 2_592_000,
        path: '/v1',
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      }),
    ).toBe('finfree_ref=ABC.1.sig; Max-Age=2592000; Path=/v1; HttpOnly; SameSite=Lax; Secure');
    expect(serializeCookie('x', '', { maxAge: 0 })).toBe('x=; Max-Age=0');
    expect(() => serializeCookie('x', 'a;b')).toThrow('Invalid cookie value');
    expect(() => serializeCookie('x y', 'a')).toThrow('Invalid cookie name');
  });

  it('adds Set-Cookie values to a Fastify answer, each cookie name once (the last wins)', async () => {
    const app = Fastify();
    app.get('/', async (_request, reply) => {
      addSetCookie(reply, 'a=1; Path=/');
      addSetCookie(reply, 'b=2; Path=/');
      addSetCookie(reply, 'a=3; Path=/');
      return 'ok';
    });
    const res = await app.inject({ url: '/' });
    expect(res.headers['set-cookie']).toEqual(['b=2; Path=/', 'a=3; Path=/']);
    await app.close();
  });
});
