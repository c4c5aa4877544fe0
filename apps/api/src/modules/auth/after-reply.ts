/** Where the work done after an answer reports its failures (the app's logger). */
export interface AfterReplyLog {
  error(details: object, message: string): void;
}

/**
 * Work that must not delay an answer nor show in its timing (a reset link, a notice e-mail):
 * it starts once the current request's handler has returned, and its failure is logged with
 * the work's name, never thrown at the caller. {@link drain} waits for the work in progress,
 * so closing the app does not cut a mail half-way.
 */
export class AfterReply {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: AfterReplyLog) {}

  /** Runs `work` on the next turn of the event loop; its failure is logged as `<name> failed`. */
  run(name: string, work: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, work: name }, `${name} failed`),
      )
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every piece of work started so far has ended. */
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
