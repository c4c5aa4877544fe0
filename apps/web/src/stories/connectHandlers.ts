// Connect as the stories see it: the member's tiles, Telegram invites, Discord's start, the
// webhook (its secret, test, deliveries, pause) and the owner's integration settings and log.
// Each `connectHandlers(...)` call keeps its own state, so a story's actions show their effect.
import { HttpResponse, http, type RequestHandler } from 'msw';
import type {
  ConnectLogEntry,
  ConnectTile,
  DiscordSettings,
  TelegramSettings,
  WebhookAttempt,
  WebhookEndpoint,
} from '../features/connect/api';
import { api, apiError, isMember, requestUser } from './handlers';

const tile = (platform: ConnectTile['platform'], more: Partial<ConnectTile> = {}): ConnectTile => ({
  platform,
  available: true,
  status: 'none',
  username: null,
  endedAt: null,
  endedReason: null,
  ...more,
});

/** Never connected anywhere. */
export const tilesNone: ConnectTile[] = [tile('telegram'), tile('discord'), tile('webhook')];

/** Connected everywhere. */
export const tilesConnected: ConnectTile[] = [
  tile('telegram', { status: 'active', username: 'amira_h' }),
  tile('discord', { status: 'active', username: 'amira.haddad' }),
  tile('webhook', { status: 'active', username: 'hooks.example.com' }),
];

/** Access ended at the end of the paid period. */
export const tilesEnded: ConnectTile[] = [
  tile('telegram', {
    status: 'ended',
    username: 'amira_h',
    endedAt: '2026-10-01T00:00:00.000Z',
    endedReason: 'period_end',
  }),
  tile('discord', {
    status: 'ended',
    username: 'amira.haddad',
    endedAt: '2026-10-01T00:00:00.000Z',
    endedReason: 'period_end',
  }),
  tile('webhook'),
];

/** The owner has set up neither bot. */
export const tilesNotSetUp: ConnectTile[] = [
  tile('telegram', { available: false }),
  tile('discord', { available: false }),
  tile('webhook'),
];

/** A working endpoint. */
export const webhookActive: WebhookEndpoint = {
  url: 'https://hooks.example.com/finfree',
  status: 'active',
  version: 1,
  createdAt: '2026-09-01T10:00:00.000Z',
  pausedAt: null,
  failingSince: null,
  lastSuccessAt: '2026-11-20T14:02:00.000Z',
};

/** Paused after a day of failures. */
export const webhookPaused: WebhookEndpoint = {
  ...webhookActive,
  status: 'paused',
  pausedAt: '2026-11-19T08:00:00.000Z',
  failingSince: '2026-11-18T08:00:00.000Z',
  lastSuccessAt: '2026-11-18T07:55:00.000Z',
};

/** Three attempts: a delivered alert, a failure retried later, a test. */
export const deliveryFixtures: WebhookAttempt[] = [
  {
    id: 3,
    at: '2026-11-20T14:02:00.000Z',
    eventId: 'evt_103',
    type: 'tp_hit',
    attempt: 1,
    httpStatus: 200,
    ok: true,
    latencyMs: 142,
    error: null,
    retryAt: null,
  },
  {
    id: 2,
    at: '2026-11-20T13:10:00.000Z',
    eventId: 'evt_102',
    type: 'published',
    attempt: 1,
    httpStatus: 503,
    ok: false,
    latencyMs: 2034,
    error: 'HTTP 503',
    retryAt: '2026-11-20T13:11:00.000Z',
  },
  {
    id: 1,
    at: '2026-11-19T09:00:00.000Z',
    eventId: 'evt_101',
    type: 'test',
    attempt: 1,
    httpStatus: 204,
    ok: true,
    latencyMs: 98,
    error: null,
    retryAt: null,
  },
];

/** The secret a new endpoint or a rotation answers (once). */
export const STORY_WEBHOOK_SECRET = 'whsec_4f9a1c2e7b3d8a6f0e5c9b2d1a7f3e8c';

export interface ConnectHandlerOptions {
  tiles?: ConnectTile[];
  webhook?: WebhookEndpoint | null;
  deliveries?: WebhookAttempt[];
}

const noContent = () => new HttpResponse(null, { status: 204 });
const notMember = () => apiError(403, 'Connect is for members: renew to join.');

/** The member's side of Connect (actions refused with 403 for non-members, as the server does). */
export function connectHandlers({
  tiles = tilesNone,
  webhook = null,
  deliveries = deliveryFixtures,
}: ConnectHandlerOptions = {}): RequestHandler[] {
  const state = { tiles: structuredClone(tiles), webhook, deliveries: [...deliveries] };
  const setTile = (platform: ConnectTile['platform'], more: Partial<ConnectTile>) => {
    state.tiles = state.tiles.map((t) => (t.platform === platform ? { ...t, ...more } : t));
  };
  const member = (request: Request) => isMember(requestUser(request));
  return [
    http.get(api('/connect'), () => HttpResponse.json({ items: state.tiles })),
    http.post(api('/connect/telegram/invite'), ({ request }) => {
      if (!member(request)) return notMember();
      setTile('telegram', { status: 'pending' });
      return HttpResponse.json({
        link: 'https://t.me/+AbCdEf123456',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
    }),
    http.delete(api('/connect/telegram'), ({ request }) => {
      if (!member(request)) return notMember();
      setTile('telegram', { status: 'none', username: null });
      return noContent();
    }),
    http.get(api('/connect/discord/start'), ({ request }) =>
      member(request)
        ? HttpResponse.json({ url: 'https://discord.example/oauth2/authorize?state=s' })
        : notMember(),
    ),
    http.delete(api('/connect/discord'), ({ request }) => {
      if (!member(request)) return notMember();
      setTile('discord', { status: 'none', username: null });
      return noContent();
    }),
    http.get(api('/connect/webhook'), ({ request }) =>
      member(request) ? HttpResponse.json({ endpoint: state.webhook }) : notMember(),
    ),
    http.put(api('/connect/webhook'), async ({ request }) => {
      if (!member(request)) return notMember();
      const { url } = (await request.json()) as { url: string };
      const created = !state.webhook;
      state.webhook = {
        ...(state.webhook ?? { ...webhookActive, lastSuccessAt: null }),
        url,
      };
      setTile('webhook', { status: 'active', username: new URL(url).host });
      return HttpResponse.json({
        endpoint: state.webhook,
        secret: created ? STORY_WEBHOOK_SECRET : null,
      });
    }),
    http.post(api('/connect/webhook/secret'), ({ request }) =>
      member(request) ? HttpResponse.json({ secret: `${STORY_WEBHOOK_SECRET}_2` }) : notMember(),
    ),
    http.post(api('/connect/webhook/resume'), ({ request }) => {
      if (!member(request) || !state.webhook) return notMember();
      state.webhook = { ...state.webhook, status: 'active', pausedAt: null, failingSince: null };
      setTile('webhook', { status: 'active' });
      return HttpResponse.json({ endpoint: state.webhook });
    }),
    http.post(api('/connect/webhook/test'), ({ request }) => {
      if (!member(request)) return notMember();
      const attempt: WebhookAttempt = {
        id: 100 + state.deliveries.length,
        at: '2026-11-21T10:00:00.000Z',
        eventId: 'evt_test',
        type: 'test',
        attempt: 1,
        httpStatus: 200,
        ok: true,
        latencyMs: 87,
        error: null,
        retryAt: null,
      };
      state.deliveries = [attempt, ...state.deliveries];
      return HttpResponse.json({ attempt });
    }),
    http.get(api('/connect/webhook/deliveries'), ({ request }) =>
      member(request) ? HttpResponse.json({ items: state.deliveries }) : notMember(),
    ),
    http.delete(api('/connect/webhook'), ({ request }) => {
      if (!member(request)) return notMember();
      state.webhook = null;
      setTile('webhook', { status: 'none', username: null });
      return noContent();
    }),
  ];
}

export const telegramSettingsFixture: TelegramSettings = {
  configured: true,
  enabled: true,
  tokenSet: true,
  chatId: '-1001234567890',
  botUsername: 'finfree_alerts_bot',
  health: { ok: true, problems: [], bot: { id: '7001', username: 'finfree_alerts_bot' } },
  checkedAt: '2026-11-21T09:55:00.000Z',
};

export const discordSettingsFixture: DiscordSettings = {
  configured: true,
  enabled: true,
  tokenSet: true,
  clientId: '1180000000000000001',
  clientSecretSet: true,
  guildId: '1180000000000000002',
  channelId: '1180000000000000003',
  roles: [{ planId: 'plan_pro_month', roleId: '1180000000000000010' }],
  health: {
    ok: false,
    problems: ['The bot’s role is below the Pro role: it cannot give it.'],
    bot: { id: '7002', username: 'Finfree' },
  },
  checkedAt: '2026-11-21T09:55:00.000Z',
};

const logEntry = (id: number, more: Partial<ConnectLogEntry>): ConnectLogEntry => ({
  id,
  at: new Date(Date.UTC(2026, 10, 21, 9, 0) - id * 600_000).toISOString(),
  platform: 'telegram',
  userId: 'usr_member_01',
  email: 'amira.haddad@example.com',
  action: 'joined',
  detail: '',
  ok: true,
  ...more,
});

/** 60 lines, newest first: more than a page. */
export const connectLogFixture: ConnectLogEntry[] = Array.from({ length: 60 }, (_, i) => {
  const id = 60 - i;
  if (id % 7 === 0)
    return logEntry(id, {
      platform: 'discord',
      action: 'role_removed',
      detail: 'subscription ended (period end)',
    });
  if (id % 11 === 0)
    return logEntry(id, {
      platform: 'discord',
      action: 'role_added',
      ok: false,
      detail: 'Missing Permissions (50013)',
    });
  if (id % 5 === 0)
    return logEntry(id, {
      userId: null,
      email: null,
      action: 'reconciled',
      detail: '2 drifted links queued',
    });
  return logEntry(id, { email: `member${id}@example.com` });
});

export interface IntegrationHandlerOptions {
  telegram?: TelegramSettings;
  discord?: DiscordSettings;
  /** The platform refuses a save with this message (400). */
  refuse?: string;
}

/** The owner's side: settings (saved unless `refuse`), checks and the paged log. */
export function integrationHandlers({
  telegram = telegramSettingsFixture,
  discord = discordSettingsFixture,
  refuse,
}: IntegrationHandlerOptions = {}): RequestHandler[] {
  const state = { telegram, discord };
  return [
    http.get(api('/admin/connect/telegram'), () => HttpResponse.json(state.telegram)),
    http.get(api('/admin/connect/discord'), () => HttpResponse.json(state.discord)),
    http.put(api('/admin/connect/telegram'), async ({ request }) => {
      if (refuse) return apiError(400, refuse);
      const body = (await request.json()) as {
        chatId: string;
        enabled: boolean;
        botToken?: string;
      };
      state.telegram = {
        ...state.telegram,
        configured: true,
        chatId: body.chatId,
        enabled: body.enabled,
        tokenSet: state.telegram.tokenSet || !!body.botToken,
      };
      return HttpResponse.json(state.telegram);
    }),
    http.put(api('/admin/connect/discord'), async ({ request }) => {
      if (refuse) return apiError(400, refuse);
      const body = (await request.json()) as Partial<DiscordSettings>;
      state.discord = { ...state.discord, ...body, configured: true };
      return HttpResponse.json(state.discord);
    }),
    http.post(api('/admin/connect/:platform/check'), ({ params }) =>
      HttpResponse.json(
        params.platform === 'discord'
          ? { ok: true, problems: [], bot: { id: '7002', username: 'Finfree' } }
          : state.telegram.health,
      ),
    ),
    http.get(api('/admin/connect/log'), ({ request }) => {
      const url = new URL(request.url);
      const before = Number(url.searchParams.get('before') ?? Infinity);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return HttpResponse.json({
        items: connectLogFixture.filter((e) => e.id < before).slice(0, limit),
      });
    }),
  ];
}
