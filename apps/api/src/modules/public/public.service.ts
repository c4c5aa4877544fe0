// Allow-listed internal import: the trades module is being restructured in parallel and has no
// public surface yet (see eslint/boundaries.js).
import { winRateOf } from '../trades';
import type { PublicRepository } from './public.repository';

/** "3k+" style label from a real count (exact below 1000). */
export function membersLabel(n: number): string {
  if (n >= 1_000_000) return `${Math.floor(n / 1_000_000)}M+`;
  if (n >= 1000) return `${Math.floor(n / 1000)}k+`;
  return String(n);
}

const DAY = 86_400_000;

/** The landing page's community figures and the contact form. */
export class PublicService {
  constructor(private readonly repo: PublicRepository) {}

  /** Members, and the win rate and number of trades closed in the last 90 days. */
  async stats(now = Date.now()) {
    const [members, closed] = await Promise.all([
      this.repo.memberCount(),
      this.repo.closedTradesSince(new Date(now - 90 * DAY)),
    ]);
    const by = (r: string) => closed.find((c) => c.result === r)?.n ?? 0;
    return {
      members,
      membersLabel: membersLabel(members),
      winRate90d: winRateOf(by('win'), by('loss')),
      trades90d: closed.reduce((sum, c) => sum + c.n, 0),
    };
  }

  /** Stores a message to the team, with the sender's address. */
  contact(message: { name: string; email: string; subject: string; message: string }, ip: string) {
    return this.repo.insertContactMessage({ ...message, ip });
  }
}
