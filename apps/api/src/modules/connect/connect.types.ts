import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import type { Job, JobQueue, QueuedJob } from '../../jobs/job';
import type { Mailer } from '../../lib/mailer';
import type { Sealer } from '../../lib/sealed';
import type { ConnectHealth, OwnerPlatform } from './connect.tables';

/** What every part of Connect is built from. */
export interface ConnectDeps {
  db: Db;
  config: Config;
  /** Where Connect's work is queued (the job engine). */
  queue: JobQueue;
  mailer: Mailer;
  /** Seals bot tokens and webhook secrets at rest. */
  sealer: Sealer;
  /** The web app's address (links in messages). */
  appUrl: string;
  /** The injectable clock (tests move it). */
  clock: () => Date;
}

/** One member's tile on the Connect page, as a platform reports it. */
export interface ConnectTile {
  platform: 'telegram' | 'discord' | 'webhook';
  /** False when the owner has not set the platform up (the tile says so, with no action). */
  available: boolean;
  /**
   * `none`: never connected; `pending`: invited, not joined yet; `active`: connected; `ended`:
   * access ended (`endedAt`), renew to rejoin; `paused`: (webhook) paused after a day of failures.
   */
  status: 'none' | 'pending' | 'active' | 'ended' | 'paused';
  /** The name they go by there (`@name`), or the webhook's host. */
  username: string | null;
  endedAt: string | null;
  endedReason: string | null;
}

/**
 * A platform the owner configures (Telegram, Discord). Connect's shared code runs the queues and
 * the reconciler; the adapter speaks to the platform. Every method may throw: the job retries.
 */
export interface ConnectAdapter {
  platform: OwnerPlatform;
  /** Whether the owner set the platform up and turned it on. */
  enabled(): Promise<boolean>;
  /**
   * Brings one member's access in line: `grant` true gives access (Discord: adds the plan's role;
   * Telegram: lifts a ban so a new invite works), false removes it (Discord: removes the role;
   * Telegram: removes them from the channel). The adapter updates the link (`granted`, `status`
   * `active` or `ended` with `endedAt`/`endedReason`) and writes the owner's log. Answers false
   * when there was nothing to do. Called only by the access queue (one job at a time per
   * platform, in order), when the member's entitlement differs from the link's `granted`.
   */
  setAccess(userId: string, grant: boolean, reason: string): Promise<boolean>;
  /** Posts alert event `seq` on the members' channel (a reply when its trade has a message). */
  post(seq: number): Promise<void>;
  /** Asks the platform whether the bot still has the rights it needs. */
  check(): Promise<ConnectHealth>;
  /** The member's tile. */
  tile(userId: string): Promise<ConnectTile>;
  /** The adapter's own routes (member linking, owner settings, the platform's callbacks). */
  register(app: FastifyInstance): void | Promise<void>;
  /** The adapter's own queued and periodic jobs, if any. */
  queued?: QueuedJob<never>[];
  jobs?: Job[];
}

/** What Connect's shared code offers the adapters and the rest of the API. */
export interface ConnectControl {
  /**
   * Queues a check of `userId`'s access on every platform (after a refund, a dispute, a link):
   * the access queue compares entitlement with what the platform gives and acts.
   */
  syncUser(userId: string, tx?: Tx, reason?: string): Promise<void>;
}
