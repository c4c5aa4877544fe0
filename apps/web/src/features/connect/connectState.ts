// The Connect page's decisions, apart from its screens: who may connect, what a tile shows, what
// a return from Discord says, whether a webhook address is acceptable.
import type { User } from '@finfree/core';
import type { ConnectTile } from './api';

/**
 * Whether the signed-in user may connect, as far as the browser knows: an admin, or a live
 * subscription (active or trialing; past due within its grace). The server decides: a 403 from
 * any action shows the members-only note as well.
 */
export function mayConnect(user: User | null | undefined, now = new Date()): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  const sub = user.subscription;
  if (!sub) return false;
  if (sub.status === 'active' || sub.status === 'trialing') return true;
  return sub.status === 'past_due' && !!sub.graceUntil && new Date(sub.graceUntil) > now;
}

/** What a tile shows: the owner has not set the platform up, or the member's state there. */
export type TileView = 'notSetUp' | ConnectTile['status'];

export function tileView(tile: ConnectTile | undefined): TileView {
  if (!tile) return 'none';
  if (!tile.available) return 'notSetUp';
  return tile.status;
}

/** `@name` for a username the platform gave without its `@` (a webhook's host stays as is). */
export function handle(tile: ConnectTile): string | null {
  const name = tile.username?.trim();
  if (!name) return null;
  if (tile.platform === 'webhook' || name.startsWith('@')) return name;
  return `@${name}`;
}

/** Why Discord was not linked, as the callback's `reason` says (unknown reasons: `other`). */
export const discordReasons = [
  'taken',
  'denied',
  'expired',
  'browser',
  'not_entitled',
  'not_set_up',
] as const;
export type DiscordReason = (typeof discordReasons)[number] | 'other';

/** What the address says after Discord sent the member back (`?discord=linked|error&reason=`). */
export type DiscordReturn = { kind: 'linked' } | { kind: 'error'; reason: DiscordReason } | null;

export function discordReturn(search: URLSearchParams): DiscordReturn {
  const value = search.get('discord');
  if (value === 'linked') return { kind: 'linked' };
  if (value !== 'error') return null;
  const reason = search.get('reason') ?? '';
  return {
    kind: 'error',
    reason: (discordReasons as readonly string[]).includes(reason)
      ? (reason as DiscordReason)
      : 'other',
  };
}

/** The query without Discord's return parameters (other parameters kept). */
export function withoutDiscordReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('discord');
  next.delete('reason');
  return next;
}

/** Longest webhook address accepted. */
export const WEBHOOK_URL_MAX = 2048;

/** Why a webhook address is refused (a catalogue key under `connect.webhook.errors`), or null. */
export function webhookUrlError(
  value: string,
): 'required' | 'invalid' | 'https' | 'tooLong' | null {
  const url = value.trim();
  if (!url) return 'required';
  if (url.length > WEBHOOK_URL_MAX) return 'tooLong';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  // Plain http only to this machine, which the server accepts only where it is set up for local
  // tools (and otherwise refuses with its own message).
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) return 'https';
  if (!parsed.hostname || parsed.username || parsed.password) return 'invalid';
  return null;
}
