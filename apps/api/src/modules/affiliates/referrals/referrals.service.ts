import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client';
import { toPage } from '../../../lib/pagination';
import { readReferral, signReferral } from '../referral-cookie';
import { canonicalEmail, initials, type AffiliateTerms } from '../shared/model';
import { findActiveOwner, insertClick, referredPage } from './referrals.repository';

/** What the referrals service is built with. */
export interface ReferralsDeps {
  db: Db;
  terms: AffiliateTerms;
  /** The clock of attribution (click time, first-touch window); default: the system clock. */
  clock?: () => Date;
}

/**
 * Referral attribution: clicks on referral links, the signed first-touch cookie, the
 * referrer of a sign-up, and the list of the people a member referred.
 */
export class ReferralsService {
  private readonly db: Db;
  private readonly terms: AffiliateTerms;
  /** The clock of attribution (click time, first-touch window); tests move it. */
  clock: () => Date;

  constructor(deps: ReferralsDeps) {
    this.db = deps.db;
    this.terms = deps.terms;
    this.clock = deps.clock ?? (() => new Date());
  }

  /** How long a referral cookie stays valid, in days (its `Max-Age`). */
  get attributionDays(): number {
    return this.terms.attributionDays;
  }

  /**
   * Counts a click on a referral link now (unknown codes are ignored) and answers the value
   * of a new first-touch cookie — or null when the code is unknown or `cookieHeader` already
   * carries a valid, unexpired referral cookie (first touch wins; it is never replaced).
   */
  async click(code: string, cookieHeader?: string | string[]): Promise<string | null> {
    const ref = await findActiveOwner(this.db, code);
    if (!ref) return null;
    const now = this.clock();
    await insertClick(this.db, ref.id, now);
    if (this.touch(cookieHeader)) return null;
    return signReferral(this.terms.cookieSecret, ref.code, now.getTime());
  }

  /** The valid first touch (code and click time) of a `Cookie` header, or null. */
  touch(cookieHeader: string | string[] | undefined) {
    return readReferral(
      this.terms.cookieSecret,
      cookieHeader,
      this.clock(),
      this.terms.attributionDays,
    );
  }

  /**
   * The referrer of a sign-up: the code of a valid cookie issued within the attribution
   * window (first touch), else the code typed at sign-up. Unknown or disabled owners and
   * self-referrals (the same mailbox behind an alias) give null.
   */
  async referrerFor(
    email: string,
    bodyCode: string | undefined,
    cookieHeader?: string | string[],
  ): Promise<string | null> {
    const code = this.touch(cookieHeader)?.code ?? bodyCode;
    if (!code) return null;
    const ref = await findActiveOwner(this.db, code);
    if (!ref || canonicalEmail(ref.email) === canonicalEmail(email)) return null;
    return ref.id;
  }

  /** `GET /affiliates/referrals`: people the user referred, as initials. */
  async list(userId: string, q: { limit: number; page: number; status?: string | undefined }) {
    const { rows, total } = await referredPage(this.db, userId, q);
    return toPage(
      rows.map((r) => ({
        id: createHash('sha256').update(`referral:${r.id}`).digest('hex').slice(0, 20),
        initials: initials(r.name),
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        convertedAt: r.converted_at ? new Date(r.converted_at).toISOString() : null,
      })),
      q.page,
      q.limit,
      total,
    );
  }
}
