import type { User } from '@finfree/core';
import {
  discordReturn,
  handle,
  mayConnect,
  tileView,
  webhookUrlError,
  withoutDiscordReturn,
} from './connectState';

const now = new Date('2026-11-21T10:00:00Z');
const user = (subscription: Partial<NonNullable<User['subscription']>> | null, role = 'user') =>
  ({
    role,
    subscription: subscription && {
      id: 's',
      status: 'active',
      plan: { id: 'p', name: 'Pro' },
      currentPeriodEnd: '2027-01-01T00:00:00Z',
      cancelAtPeriodEnd: false,
      graceUntil: null,
      paymentActionOrderId: null,
      ...subscription,
    },
  }) as User;

describe('mayConnect', () => {
  it('lets members (active, trialing, past due within grace) and admins connect', () => {
    expect(mayConnect(user({ status: 'active' }), now)).toBe(true);
    expect(mayConnect(user({ status: 'trialing' }), now)).toBe(true);
    expect(mayConnect(user({ status: 'past_due', graceUntil: '2026-11-22T00:00:00Z' }), now)).toBe(
      true,
    );
    expect(mayConnect(user(null, 'admin'), now)).toBe(true);
  });

  it('refuses no subscription, an ended grace, a cancelled or incomplete one', () => {
    expect(mayConnect(null, now)).toBe(false);
    expect(mayConnect(user(null), now)).toBe(false);
    expect(mayConnect(user({ status: 'past_due', graceUntil: '2026-11-20T00:00:00Z' }), now)).toBe(
      false,
    );
    expect(mayConnect(user({ status: 'past_due' }), now)).toBe(false);
    expect(mayConnect(user({ status: 'canceled' }), now)).toBe(false);
    expect(mayConnect(user({ status: 'incomplete' }), now)).toBe(false);
  });
});

describe('tiles', () => {
  const tile = {
    platform: 'telegram' as const,
    available: true,
    status: 'active' as const,
    username: 'amira',
    endedAt: null,
    endedReason: null,
  };

  it('shows "not set up" before any state when the owner has not set the platform up', () => {
    expect(tileView({ ...tile, available: false })).toBe('notSetUp');
    expect(tileView(tile)).toBe('active');
    expect(tileView(undefined)).toBe('none');
  });

  it('writes a platform name with one @, a webhook host as it is', () => {
    expect(handle(tile)).toBe('@amira');
    expect(handle({ ...tile, username: '@amira' })).toBe('@amira');
    expect(handle({ ...tile, platform: 'webhook', username: 'hooks.example.com' })).toBe(
      'hooks.example.com',
    );
    expect(handle({ ...tile, username: ' ' })).toBeNull();
  });
});

describe('discordReturn', () => {
  it('reads linked, a known error reason, and anything else as "other"', () => {
    expect(discordReturn(new URLSearchParams('discord=linked'))).toEqual({ kind: 'linked' });
    expect(discordReturn(new URLSearchParams('discord=error&reason=taken'))).toEqual({
      kind: 'error',
      reason: 'taken',
    });
    expect(discordReturn(new URLSearchParams('discord=error&reason=<script>'))).toEqual({
      kind: 'error',
      reason: 'other',
    });
    expect(discordReturn(new URLSearchParams('tab=1'))).toBeNull();
  });

  it('drops only its own parameters from the address', () => {
    expect(
      withoutDiscordReturn(new URLSearchParams('discord=error&reason=taken&tab=1')).toString(),
    ).toBe('tab=1');
  });
});

describe('webhookUrlError', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['hooks.example.com', 'invalid'],
    ['http://hooks.example.com/in', 'https'],
    ['http://127.0.0.1:8080/hooks', null],
    ['http://10.0.0.1/hooks', 'https'],
    ['ftp://hooks.example.com', 'https'],
    ['https://user:pass@hooks.example.com', 'invalid'],
    [`https://hooks.example.com/${'a'.repeat(2100)}`, 'tooLong'],
    ['https://hooks.example.com/in?x=1', null],
    [' https://hooks.example.com ', null],
  ])('%j → %s', (url, expected) => {
    expect(webhookUrlError(url)).toBe(expected);
  });
});
