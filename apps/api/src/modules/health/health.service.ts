/** Rejects after `ms`. */
const timeout = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error('timeout')), ms).unref();
  });

/** Readiness: the database answers a ping within 2 s. */
export class HealthService {
  constructor(private readonly database: { ping(): Promise<unknown> }) {}

  /** Resolves when ready; rejects with why not. */
  async ready(): Promise<void> {
    await Promise.race([this.database.ping(), timeout(2000)]);
  }
}
