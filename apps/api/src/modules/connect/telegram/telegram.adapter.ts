import type { ConnectAdapter, ConnectControl, ConnectDeps } from '../connect.types';

/** Telegram: not built yet (answers "not available" and registers nothing). */
export function createTelegramAdapter(deps: ConnectDeps, control: ConnectControl): ConnectAdapter {
  void deps;
  void control;
  return {
    platform: 'telegram',
    enabled: async () => false,
    setAccess: async () => false,
    post: async () => undefined,
    check: async () => ({ ok: false, problems: ['Not set up'] }),
    tile: async () => ({
      platform: 'telegram',
      available: false,
      status: 'none',
      username: null,
      endedAt: null,
      endedReason: null,
    }),
    register: () => undefined,
  };
}
