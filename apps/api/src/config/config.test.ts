import { randomBytes } from 'node:crypto';
import { ConfigError, DEMO_ADMIN, generateVapidKeys, loadConfig, secretBits } from '.';

const strong = 'k'.repeat(16) + 'Q'.repeat(16) + '0123';
const randomSecret = () => randomBytes(32).toString('base64url');
/** The payment webhooks' own secret, required outside demo mode. */
const hook = randomSecret();
/** A VAPID pair, required outside demo mode. */
const pair = generateVapidKeys();
const vapid = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };

describe('loadConfig', () => {
  it('needs a VAPID pair outside demo mode and tests; makes one up in demo mode', () => {
    const base = { JWT_SECRET: strong, PAYMENT_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: hook };
    expect(() => loadConfig(base)).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: must both be set/);
    expect(() =>
      loadConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x' }),
    ).toThrow(/VAPID_PUBLIC_KEY/);
    const set = loadConfig({ ...base, ...vapid, VAPID_SUBJECT: 'mailto:ops@example.com' }).push;
    expect(set).toMatchObject({ ...pair, subject: 'mailto:ops@example.com', generated: false });
    expect(set.allowedHosts).toContain('fcm.googleapis.com');
    const demo = loadConfig({ DEMO: 'true' }).push;
    expect(demo.generated).toBe(true);
    expect(demo.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(
      loadConfig({ ...base, ...vapid, PUSH_SERVICE_HOSTS: 'push.example.com, 127.0.0.1:9' }).push
        .allowedHosts,
    ).toEqual(['push.example.com', '127.0.0.1:9']);
  });

  it('refuses to start outside demo mode without a strong JWT secret, listing every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ JWT_SECRET: 'short', PORT: 'abc', DATABASE_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('JWT_SECRET');
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET.*32 characters/);
    expect(() => loadConfig({})).toThrow(/JWT_SECRET/);
  });

  it('refuses demo mode in production, in one line', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEMO: 'true', JWT_SECRET: randomSecret() }),
    ).toThrow(/DEMO: demo mode is refused when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: 'true' })).toThrow(/DEMO/);
    expect(loadConfig({ NODE_ENV: 'development', DEMO: 'true' }).demo).toBe(true);
  });

  it('refuses a predictable JWT secret in production', () => {
    for (const weak of [
      'a'.repeat(32),
      'abcd'.repeat(10),
      'passwordpasswordpasswordpassword',
      'finfree-secret-finfree-secret-fin',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: weak }), weak).toThrow(
        /JWT_SECRET: too predictable for production/,
      );
    }
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: randomSecret(),
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
      }).env,
    ).toBe('production');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
      }).env,
    ).toBe('production');
  });

  it('scores secrets: repeated pieces 0, random 32 bytes far above 128 bits', () => {
    expect(secretBits('xyz'.repeat(12))).toBe(0);
    expect(secretBits(randomSecret())).toBeGreaterThan(160);
    expect(secretBits('k'.repeat(16) + 'Q'.repeat(16) + '0123')).toBeLessThan(128);
  });

  it('logs readable lines to a terminal and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(
      loadConfig(
        { JWT_SECRET: strong, PAYMENT_PROVIDER: 'sandbox', ...vapid, PAYMENT_WEBHOOK_SECRET: hook },
        true,
      ).logFormat,
    ).toBe('pretty');
    expect(
      loadConfig(
        { JWT_SECRET: strong, PAYMENT_PROVIDER: 'sandbox', ...vapid, PAYMENT_WEBHOOK_SECRET: hook },
        false,
      ).logFormat,
    ).toBe('json');
    expect(
      loadConfig(
        {
          JWT_SECRET: strong,
          PAYMENT_PROVIDER: 'sandbox',
          ...vapid,
          PAYMENT_WEBHOOK_SECRET: hook,
          LOG_FORMAT: 'json',
        },
        true,
      ).logFormat,
    ).toBe('json');
    expect(
      loadConfig(
        {
          JWT_SECRET: strong,
          PAYMENT_PROVIDER: 'sandbox',
          ...vapid,
          PAYMENT_WEBHOOK_SECRET: hook,
          LOG_FORMAT: 'pretty',
        },
        false,
      ).logFormat,
    ).toBe('pretty');
    expect(() =>
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
        LOG_FORMAT: 'xml',
      }),
    ).toThrow(/LOG_FORMAT/);
  });

  it('reads the reconciliation grace period (default 10 minutes, at least 1 s)', () => {
    expect(
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
      }).payments.reconcileAfterMs,
    ).toBe(600_000);
    expect(
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
        RECONCILE_AFTER_MS: '120000',
      }).payments.reconcileAfterMs,
    ).toBe(120_000);
    expect(() =>
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
        RECONCILE_AFTER_MS: '10',
      }),
    ).toThrow(/RECONCILE_AFTER_MS/);
  });

  it('reads how long an idle keep-alive connection waits (default 5 s, at least 1 s)', () => {
    expect(loadConfig({ DEMO: 'true' }).keepAliveTimeoutMs).toBe(5_000);
    expect(loadConfig({ DEMO: 'true', KEEP_ALIVE_TIMEOUT_MS: '65000' }).keepAliveTimeoutMs).toBe(
      65_000,
    );
    expect(() => loadConfig({ DEMO: 'true', KEEP_ALIVE_TIMEOUT_MS: '10' })).toThrow(
      /KEEP_ALIVE_TIMEOUT_MS/,
    );
  });

  it('reads the caps on live alert streams (5 per session, 10 per user; per user at least per session)', () => {
    expect(
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
      }).notificationStreams,
    ).toEqual({
      perSession: 5,
      perUser: 10,
    });
    expect(
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
        NOTIFICATION_STREAMS_PER_SESSION: '2',
        NOTIFICATION_STREAMS_PER_USER: '4',
      }).notificationStreams,
    ).toEqual({ perSession: 2, perUser: 4 });
    expect(() =>
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
        NOTIFICATION_STREAMS_PER_USER: '0',
      }),
    ).toThrow(/NOTIFICATION_STREAMS_PER_USER/);
    expect(() =>
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
        NOTIFICATION_STREAMS_PER_USER: '3',
      }),
    ).toThrow(/NOTIFICATION_STREAMS_PER_USER: must be at least NOTIFICATION_STREAMS_PER_SESSION/);
  });

  it('refuses the demo credentials outside demo mode', () => {
    expect(() =>
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
        ADMIN_EMAIL: 'a@b.co',
        ADMIN_PASSWORD: DEMO_ADMIN.password,
      }),
    ).toThrow(/demo password/);
    expect(() =>
      loadConfig({
        JWT_SECRET: strong,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
        ADMIN_EMAIL: 'a@b.co',
      }),
    ).toThrow(/ADMIN_PASSWORD/);
  });

  it('generates a secret in demo mode and parses the rest', () => {
    const demo = loadConfig({ DEMO: 'true' });
    expect(demo.jwt.secret.length).toBeGreaterThanOrEqual(32);
    expect(demo.jwt.generated).toBe(true);
    const c = loadConfig({
      JWT_SECRET: strong,
      PAYMENT_PROVIDER: 'sandbox',
      ...vapid,
      PAYMENT_WEBHOOK_SECRET: hook,
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '1',
      JWT_ACCESS_EXPIRATION_MINUTES: '5',
    });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.trustProxy).toBe(1);
    expect(c.jwt.accessSeconds).toBe(5 * 60);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('signs payment webhooks with their own secret: required outside demo mode, never the JWT secret', () => {
    const jwt = randomSecret();
    expect(() => loadConfig({ JWT_SECRET: jwt, PAYMENT_PROVIDER: 'sandbox', ...vapid })).toThrow(
      /PAYMENT_WEBHOOK_SECRET: must be set outside demo mode/,
    );
    expect(() =>
      loadConfig({
        JWT_SECRET: jwt,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: jwt,
      }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET: must differ from JWT_SECRET/);
    expect(() =>
      loadConfig({
        JWT_SECRET: jwt,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(
      loadConfig({
        JWT_SECRET: jwt,
        PAYMENT_PROVIDER: 'sandbox',
        ...vapid,
        PAYMENT_WEBHOOK_SECRET: hook,
      }).payments.webhookSecret,
    ).toBe(hook);
    // Demo mode makes one up, unrelated to the JWT secret: two starts with one JWT secret differ.
    const a = loadConfig({ DEMO: 'true', JWT_SECRET: jwt }).payments.webhookSecret;
    const b = loadConfig({ DEMO: 'true', JWT_SECRET: jwt }).payments.webhookSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(a).not.toBe(b);
  });

  it('names the payment provider outside demo mode; Stripe needs both of its keys', () => {
    const jwt = randomSecret();
    expect(() => loadConfig({ JWT_SECRET: jwt, PAYMENT_WEBHOOK_SECRET: hook })).toThrow(
      /PAYMENT_PROVIDER: must be set outside demo mode/,
    );
    expect(loadConfig({ DEMO: 'true' }).payments.provider).toBe('sandbox');
    let error: unknown;
    try {
      loadConfig({ JWT_SECRET: jwt, PAYMENT_PROVIDER: 'stripe', ...vapid });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/STRIPE_SECRET_KEY: must be set/);
    expect((error as ConfigError).message).toMatch(/STRIPE_WEBHOOK_SECRET: must be set/);
    expect(() =>
      loadConfig({
        JWT_SECRET: jwt,
        PAYMENT_PROVIDER: 'stripe',
        ...vapid,
        STRIPE_SECRET_KEY: 'sk_test_abcdefgh12',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        JWT_SECRET: jwt,
        PAYMENT_PROVIDER: 'stripe',
        ...vapid,
        STRIPE_SECRET_KEY: 'pk_test_abcdefgh12',
        STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12',
      }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret or restricted key/);
    const stripe = loadConfig({
      JWT_SECRET: jwt,
      PAYMENT_PROVIDER: 'stripe',
      ...vapid,
      STRIPE_SECRET_KEY: 'rk_test_abcdefgh12',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    }).payments;
    expect(stripe.provider).toBe('stripe');
    expect(stripe.stripe).toEqual({
      secretKey: 'rk_test_abcdefgh12',
      webhookSecret: 'whsec_abcdefgh12',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });
});
