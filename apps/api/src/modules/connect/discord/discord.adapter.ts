import type { ConnectAdapter, ConnectControl, ConnectDeps } from '../connect.types';

/** Discord: not built yet (answers "not available" and registers nothing). */
export function createDiscordAdapter(deps: ConnectDeps, control: ConnectControl): ConnectAdapter {
  void deps;
  void control;
  return {
    platform: 'discord',
    enabled: async () => false,
    setAccess: async () => false,
    post: async () => undefined,
    check: async () => ({ ok: false, problems: ['Not set up'] }),
    tile: async () => ({
      platform: 'discord',
      available: false,
      status: 'none',
      username: null,
      endedAt: null,
      endedReason: null,
    }),
    register: () => undefined,
  };
}
