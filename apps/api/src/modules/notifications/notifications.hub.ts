import type { ServerResponse } from 'node:http';
import type { Database, Listener } from '../../db/client';
import { newId } from '../../lib/ids';
import * as repo from './notifications.repository';
import { toNotificationDto } from './notifications.service';

/** Options of {@link NotificationHub}. */
export interface HubOptions {
  /** A comment line is written this often so proxies keep the connection (ms). */
  heartbeatMs: number;
  /**
   * A stream whose client reads nothing for this long is cut (its socket destroyed); it resumes
   * on reconnect (ms).
   */
  stalledMs: number;
  /**
   * A stream is closed after this long (ms; 0: never), and at the latest when the access token
   * that opened it expires, so the client reconnects with its current token (checked again).
   */
  maxAgeMs: number;
  /** Open streams of one session; a newer one replaces its oldest. */
  perSession: number;
  /** Open streams of one user, all sessions and instances together; past it, refused. */
  perUser: number;
  /** Logs a failure of the fan-out (never thrown into the listener). */
  onError?: (error: unknown) => void;
}

/** Most notifications replayed to a resumed stream at once. */
const REPLAY_LIMIT = 500;

/** Sessions checked per query when the hub looks for revoked ones. */
const SESSION_CHECK_BATCH = 1000;

/**
 * One open server-sent events stream. Writes never queue without bound: when the socket's
 * buffer is full, events are not written but remembered as missed, and when it drains the
 * stream catches up from the database (notifications) or asks the client to refetch (trades).
 */
class Stream {
  lastSeq: number;
  private congestedSince = 0;
  private missed = false;
  private closed = false;
  /** Recently sent sequence numbers: a row delivered by the fan-out and a catch-up goes once. */
  private readonly sent = new Set<number>();

  constructor(
    readonly id: string,
    readonly userId: string,
    /** The session of the token that opened the stream. */
    readonly sessionId: string,
    /** Whether the user was a member (or an admin) when the stream opened. */
    readonly member: boolean,
    private readonly res: ServerResponse,
    lastSeq: number,
    private readonly catchUp: (stream: Stream) => Promise<void>,
    private readonly onEnd: (stream: Stream) => void,
  ) {
    this.lastSeq = lastSeq;
    res.on('drain', () => {
      this.congestedSince = 0;
      if (this.missed) {
        this.missed = false;
        this.write('event: resync\ndata: {}\n\n');
        void this.catchUp(this);
      }
    });
    res.on('close', () => this.end());
  }

  /** True when the client has not read for `stalledMs`. */
  stalled(now: number, stalledMs: number): boolean {
    return this.congestedSince > 0 && now - this.congestedSince > stalledMs;
  }

  private write(chunk: string): boolean {
    if (this.closed) return false;
    if (this.congestedSince) {
      this.missed = true;
      return false;
    }
    if (!this.res.write(chunk)) this.congestedSince = Date.now();
    return true;
  }

  notification(row: repo.MemberAlert): void {
    if (this.sent.has(row.seq)) return;
    if (
      !this.write(
        `id: ${row.seq}\nevent: notification\ndata: ${JSON.stringify(toNotificationDto(row))}\n\n`,
      )
    )
      return;
    this.sent.add(row.seq);
    if (this.sent.size > 1000) this.sent.delete(this.sent.values().next().value as number);
    if (row.seq > this.lastSeq) this.lastSeq = row.seq;
  }

  /** A trade changed; non-members learn only of the changes the trades module shows them. */
  trade(signal: repo.EventSignal): void {
    if (!this.member && signal.membersOnly !== false) return;
    this.write(
      `event: trade\ndata: ${JSON.stringify({ tradeId: signal.tradeId, type: signal.type })}\n\n`,
    );
  }

  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /** Names the point the stream has reached, so that a reconnect resumes from there. */
  mark(): void {
    this.write(`id: ${this.lastSeq}\n\n`);
  }

  /**
   * Ends the response with its last chunk, so the client sees a clean end. A client that reads
   * nothing could never receive that chunk: its socket is destroyed instead.
   */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.onEnd(this);
    if (this.congestedSince) this.res.destroy();
    else if (!this.res.writableEnded) this.res.end();
  }
}

/**
 * The live side of notifications in one API instance: one dedicated `LISTEN` connection, and
 * the streams open on this instance. Every instance receives every committed event through
 * PostgreSQL (a `NOTIFY` carrying the event's `seq`), reads the event once, and writes it to
 * each of its streams whose user sees it.
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly byId = new Map<string, Stream>();
  /** Names this instance's rows in `notification_streams`. */
  private readonly instanceId = newId();
  /** Deletes of ended streams' rows in flight (awaited on stop). */
  private readonly closing = new Set<Promise<void>>();
  private stopping = false;
  private listener: Listener | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The check of the streams' sessions in progress, if any (one at a time). */
  private checking: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: HubOptions,
  ) {}

  /**
   * A stream row whose heartbeat is older than this (two heartbeats and a second) belongs to an
   * instance that is gone, and no longer counts.
   */
  get staleMs(): number {
    return 2 * this.options.heartbeatMs + 1_000;
  }

  /** The most streams one user may hold open, all sessions and instances together. */
  get perUser(): number {
    return this.options.perUser;
  }

  /** How many streams are open on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  async start(): Promise<void> {
    this.listener = await this.database.listen(repo.NOTIFY_CHANNEL, {
      // One event after another, in the order PostgreSQL delivered them: each reads the
      // database before writing to the streams, so running them at once could reorder them.
      onMessage: (payload) => {
        this.dispatching = this.dispatching.then(() => this.dispatch(payload));
      },
      // Events committed while the connection was down are read from the table.
      onReconnect: () => {
        for (const set of this.byUser.values()) for (const s of set) void this.catchUp(s);
      },
    });
    this.timer = setInterval(() => {
      const now = Date.now();
      for (const set of this.byUser.values()) {
        for (const s of set) {
          if (s.stalled(now, this.options.stalledMs)) s.end();
          else s.heartbeat();
        }
      }
      this.checking ??= this.check().finally(() => (this.checking = null));
    }, this.options.heartbeatMs);
    this.timer.unref();
  }

  /** Ends every stream (clients reconnect to another instance) and stops listening. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    this.stopping = true;
    for (const set of [...this.byUser.values()]) for (const s of [...set]) s.end();
    await Promise.all(this.closing);
    try {
      await repo.closeInstanceStreams(this.database.db, this.instanceId);
    } catch (error) {
      this.options.onError?.(error);
    }
    await this.listener?.close();
    this.listener = null;
  }

  /**
   * Counts a new stream of `userId` opened with a token of `sessionId` against the caps, on
   * every instance: returns its id, or null when the user already holds `perUser` streams. A
   * session at `perSession` streams (or one holding a stream while the user is at the cap)
   * gives up its oldest: ended here at once, or on its instance within one heartbeat.
   */
  async admit(userId: string, sessionId: string): Promise<string | null> {
    const id = newId();
    const { accepted, replaced } = await repo.admitStream(this.database.db, {
      id,
      userId,
      sessionId,
      instanceId: this.instanceId,
      perSession: this.options.perSession,
      perUser: this.options.perUser,
      staleMs: this.staleMs,
      keep: [...(this.byUser.get(userId) ?? [])].map((s) => s.id),
    });
    for (const gone of replaced) this.byId.get(gone)?.end();
    return accepted ? id : null;
  }

  /**
   * Takes over an HTTP response as the event stream `id` (from {@link admit}) for `userId` (a
   * `member` or not), opened with a token of `sessionId` that expires at `expiresAt` (ms);
   * replays what came after `lastEventId` (a reconnect) before live events. A fresh stream
   * starts at the present and names it in an `id:` line, so that even a stream that has
   * delivered nothing yet resumes from there after a drop.
   *
   * The stream's socket has no idle timeout: the server's connection timeout is for requests,
   * and a stream that is quiet between heartbeats must outlive it. What ends a stream is its
   * token's expiry (or `maxAgeMs`), a client that stops reading (`stalledMs`), its session's
   * revocation, the client, or the server's shutdown.
   */
  async open(
    id: string,
    userId: string,
    sessionId: string,
    member: boolean,
    res: ServerResponse,
    lastEventId: number | null,
    headers: Record<string, string>,
    expiresAt: number | null = null,
  ): Promise<void> {
    if (res.destroyed || !res.socket || res.socket.destroyed || this.stopping) {
      // The client left while its place was counted: the place is freed.
      this.release(id);
      if (!res.destroyed) res.destroy();
      return;
    }
    res.socket.setTimeout(0);
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 2000\n: connected\n\n`);
    const stream = new Stream(
      id,
      userId,
      sessionId,
      member,
      res,
      lastEventId ?? 0,
      (s) => this.catchUp(s),
      (s) => this.remove(s),
    );
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(stream);
    this.byId.set(id, stream);
    const ages = [
      ...(this.options.maxAgeMs > 0 ? [this.options.maxAgeMs] : []),
      ...(expiresAt === null ? [] : [expiresAt - Date.now()]),
    ];
    if (ages.length > 0) {
      const timer = setTimeout(() => stream.end(), Math.max(0, Math.min(...ages)));
      timer.unref();
      res.on('close', () => clearTimeout(timer));
    }
    if (lastEventId !== null) await this.catchUp(stream);
    else {
      // A fresh stream starts at the present: the client loads the list itself.
      const latest = await repo.latestSeq(this.database.db);
      stream.lastSeq = Math.max(stream.lastSeq, latest);
      stream.mark();
    }
  }

  /** The heartbeat's checks, one query each for all the open streams of this instance. */
  private async check(): Promise<void> {
    await this.endReplaced();
    await this.endRevoked();
  }

  /**
   * Renews the rows of this instance's streams, ends those whose row is gone (another instance
   * gave their place to a newer stream of the same session), and purges other instances' rows
   * whose heartbeat stopped.
   */
  private async endReplaced(): Promise<void> {
    const open = [...this.byId.values()];
    try {
      const ids = open.map((s) => s.id);
      const kept = await repo.touchStreams(this.database.db, ids);
      for (const s of open) if (!kept.has(s.id)) s.end();
      await repo.purgeStaleStreams(this.database.db, this.staleMs, [...this.byId.keys()]);
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /**
   * Ends the streams whose session is no longer live (signed out, every session revoked, a
   * password changed, the user disabled), on this instance, whichever instance revoked it: one
   * query for all the streams, on every heartbeat.
   */
  private async endRevoked(): Promise<void> {
    const open = [...this.byUser.values()].flatMap((set) => [...set]);
    if (open.length === 0) return;
    try {
      const ids = [...new Set(open.map((s) => s.sessionId))];
      const live = new Set<string>();
      // In slices, so no number of streams exceeds a statement's parameters.
      for (let i = 0; i < ids.length; i += SESSION_CHECK_BATCH) {
        const slice = ids.slice(i, i + SESSION_CHECK_BATCH);
        for (const id of await repo.liveSessions(this.database.db, slice)) live.add(id);
      }
      for (const s of open) if (!live.has(s.sessionId)) s.end();
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  private remove(stream: Stream): void {
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set && set.size === 0) this.byUser.delete(stream.userId);
    this.byId.delete(stream.id);
    // On stop, one statement forgets them all.
    if (!this.stopping) this.release(stream.id);
  }

  /** Frees the place of a stream that ended (its row is deleted). */
  private release(id: string): void {
    const done: Promise<void> = repo
      .closeStream(this.database.db, id)
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => this.closing.delete(done));
    this.closing.add(done);
  }

  private async catchUp(stream: Stream): Promise<void> {
    try {
      const rows = await repo.inAppAfter(
        this.database.db,
        stream.userId,
        stream.lastSeq,
        REPLAY_LIMIT,
      );
      for (const row of rows) stream.notification(row);
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** The events being written to the streams, in order. */
  private dispatching: Promise<void> = Promise.resolve();

  private async dispatch(payload: string): Promise<void> {
    let signal: repo.EventSignal;
    try {
      signal = JSON.parse(payload) as repo.EventSignal;
    } catch {
      return;
    }
    try {
      if (signal.seq !== null && this.byUser.size > 0) {
        const alerts = await repo.eventForReaders(this.database.db, signal.seq, [
          ...this.byUser.keys(),
        ]);
        for (const alert of alerts)
          for (const s of this.byUser.get(alert.userId) ?? []) s.notification(alert);
      }
      for (const set of this.byUser.values()) for (const s of set) s.trade(signal);
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
