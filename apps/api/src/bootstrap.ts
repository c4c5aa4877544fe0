import { inArray } from 'drizzle-orm';
import { type Config, DEMO_ADMIN, DEMO_MEMBER } from './config';
import type { Db } from './db/client';
import { users } from './db/schema';
import { ensureMembership, ensureUser, seedPlans, seedPosts, seedTrades } from './seed';
import { verifyPassword } from './lib/password';
import { seedDemoAffiliates } from './modules/affiliates';
import { seedCommunity, seedDemoBilling } from './modules/billing';

/**
 * Outside demo mode, refuses a database where a demo account still has its published
 * password (data left over from a demo run). Returns the offending e-mails.
 */
export async function demoAccountsWithDemoPasswords(db: Db): Promise<string[]> {
  const demo = [DEMO_MEMBER, DEMO_ADMIN];
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(
      inArray(
        users.email,
        demo.map((d) => d.email),
      ),
    );
  const found: string[] = [];
  for (const row of rows) {
    const creds = demo.find((d) => d.email === row.email);
    if (creds && !row.disabled && (await verifyPassword(row.passwordHash, creds.password))) {
      found.push(row.email);
    }
  }
  return found;
}

/** Lines worth printing after seeding. */
export interface SeedReport {
  plans: number;
  trades: number;
  posts: number;
  lines: string[];
}

/**
 * Creates the configured admin (ADMIN_EMAIL/ADMIN_PASSWORD) and, in demo mode or when
 * `withDemoData` is set, the plans, trades and the demo member and admin.
 */
export async function seed(
  db: Db,
  config: Config,
  withDemoData = config.demo,
): Promise<SeedReport> {
  const lines: string[] = [];
  if (config.admin) {
    const admin = await ensureUser(db, { ...config.admin, name: 'Administrator', role: 'admin' });
    if (admin.created) lines.push(`created admin ${config.admin.email}`);
  }
  if (!withDemoData) return { plans: 0, trades: 0, posts: 0, lines };
  const plans = await seedPlans(db);
  const trades = await seedTrades(db);
  if (plans) lines.push(`seeded ${plans} plans`);
  if (trades) lines.push(`seeded ${trades} trades`);
  const community = await seedCommunity(db);
  if (community) lines.push(`seeded ${community} community members`);
  if (config.demo) {
    const member = await ensureUser(db, { ...DEMO_MEMBER, name: 'Demo Member', role: 'user' });
    await ensureMembership(db, member.id, 'pro-monthly');
    if (await seedDemoBilling(db, config, member.id)) {
      lines.push('saved the demo member’s test card (4242)');
    }
    const demoAdmin = await ensureUser(db, { ...DEMO_ADMIN, name: 'Demo Admin', role: 'admin' });
    if (await seedDemoAffiliates(db, config, member.id, demoAdmin.id)) {
      lines.push('seeded the demo member’s referrals, commissions and withdrawals');
    }
  }
  // After the accounts: the first admin writes the demo outlook.
  const posts = await seedPosts(db);
  if (posts) lines.push(`seeded ${posts} market outlook posts`);
  return { plans, trades, posts, lines };
}

/** The demo credentials banner (demo mode only). */
/**
 * The last block `npm start` prints before the server's own logs: where the app is, the demo
 * sign-ins (in demo mode) and how to stop.
 */
export function readyBanner({
  host,
  port,
  readyMs,
  demo,
  generatedSecret,
}: {
  host: string;
  port: number;
  readyMs: number;
  demo: boolean;
  generatedSecret: boolean;
}): string {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const lines = [
    '',
    `  Finfree is running at http://${shownHost}:${port}/  (ready in ${readyMs} ms)`,
  ];
  if (demo) {
    lines.push(
      '',
      '  Demo mode — sign in with:',
      `    member  ${DEMO_MEMBER.email}  /  ${DEMO_MEMBER.password}`,
      `    admin   ${DEMO_ADMIN.email}  /  ${DEMO_ADMIN.password}`,
    );
    if (generatedSecret)
      lines.push('  (a random JWT secret was generated: sessions end on restart)');
  }
  lines.push('', '  Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

/** One line for an address the server cannot listen on, naming the port and `PORT`. */
export function portInUseMessage(port: number, host: string, code: string): string {
  if (code === 'EADDRINUSE')
    return `Port ${port} on ${host} is already in use (is Finfree already running?). Stop that program, or start on another port: PORT=${port + 1} npm start`;
  if (code === 'EACCES')
    return `Not allowed to listen on port ${port} on ${host}. Choose a port above 1024: PORT=5300 npm start`;
  return `Cannot listen on ${host}:${port} (${code}). Set PORT and HOST to an address this machine can use.`;
}
