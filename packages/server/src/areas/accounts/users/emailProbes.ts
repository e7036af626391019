/**
 * Makes probing for e-mails of other clients impractical (docs/threat-model.md, docs/accounts.md).
 *
 * A manager who adds a user, or changes a user's e-mail, to an address someone of another client
 * already has is told only `unavailable`, never whose it is. That answer still says "this address
 * exists somewhere", so it is rationed: each such answer counts against the acting manager and
 * against their client, in a fixed window. Once either is used up, every call of that manager that
 * would look an e-mail up (adding a user, changing an e-mail) is answered TOO_MANY_REQUESTS on the
 * field `email` (code `too_many_attempts`) before the address is looked up, until the window ends:
 * a free address is refused too, so the refusal itself says nothing about the address.
 *
 * Only those answers count: a manager's own client's duplicates (`duplicate`, people they see in
 * their list anyway) and every admin are never slowed. A normal manager meets another client's
 * address rarely (a driver who changed employer), so the limits are far above that.
 *
 * The counters live in the database (table email_probes), so every instance sees the same ones;
 * they are read and written inside the user administration's transaction, which takes the users'
 * advisory lock first (areas/accounts/users/repository.ts), so concurrent calls on any instance count one at a time.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { emailProbes } from '../../../db/schema.js';
import { TooManyRequestsError } from '../../../errors.js';

export interface EmailProbeLimits {
  /** Answers `unavailable` one manager may get per window. */
  perUser: number;
  /** Answers `unavailable` all managers of one client together may get per window. */
  perClient: number;
  windowMs: number;
}

export const EMAIL_PROBE_LIMITS: EmailProbeLimits = { perUser: 5, perClient: 20, windowMs: 60 * 60_000 };

/** The field code of the refusal. */
export const EMAIL_PROBES_EXHAUSTED = 'too_many_attempts';

/** The manager whose answers are rationed. */
export interface ProbingActor {
  id: string;
  clientId: string | null;
}

function subjectsOf(actor: ProbingActor): { subject: string; limit: (limits: EmailProbeLimits) => number }[] {
  const subjects = [{ subject: `user:${actor.id}`, limit: (limits: EmailProbeLimits) => limits.perUser }];
  if (actor.clientId)
    subjects.push({ subject: `client:${actor.clientId}`, limit: (limits) => limits.perClient });
  return subjects;
}

/**
 * Refuses (TOO_MANY_REQUESTS, field `email`, code `too_many_attempts`) when the manager or their
 * client has had its share of `unavailable` answers in the current window. Call it before the
 * e-mail is looked up.
 */
export async function ensureEmailLookupAllowed(
  tx: Db,
  actor: ProbingActor,
  now = new Date(),
  limits = EMAIL_PROBE_LIMITS,
): Promise<void> {
  const subjects = subjectsOf(actor);
  const rows = await tx
    .select()
    .from(emailProbes)
    .where(
      inArray(
        emailProbes.subject,
        subjects.map((s) => s.subject),
      ),
    );
  for (const { subject, limit } of subjects) {
    const row = rows.find((r) => r.subject === subject);
    const live = row && row.windowStart.getTime() + limits.windowMs > now.getTime();
    if (live && row.hits >= limit(limits))
      throw new TooManyRequestsError('Too many e-mail addresses that cannot be used; try again later', {
        field: 'email',
        code: EMAIL_PROBES_EXHAUSTED,
      });
  }
}

/** Counts one `unavailable` answer against the manager and their client. */
export async function countEmailProbe(
  tx: Db,
  actor: ProbingActor,
  now = new Date(),
  limits = EMAIL_PROBE_LIMITS,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowEnded = sql`${emailProbes.windowStart} <= ${at} - ${`${limits.windowMs} milliseconds`}::interval`;
  for (const { subject } of subjectsOf(actor))
    await tx
      .insert(emailProbes)
      .values({ subject, hits: 1, windowStart: now })
      .onConflictDoUpdate({
        target: emailProbes.subject,
        set: {
          hits: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${emailProbes.hits} + 1 END`,
          windowStart: sql`CASE WHEN ${windowEnded} THEN ${at} ELSE ${emailProbes.windowStart} END`,
        },
      });
  // Rows whose window has ended count for nothing any more.
  await tx.delete(emailProbes).where(lt(emailProbes.windowStart, new Date(now.getTime() - limits.windowMs)));
}
