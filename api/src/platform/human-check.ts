import { createHmac } from 'node:crypto';
import type { Db } from '@db/client';
import { usedChallenges } from '@db/schema';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { Clock } from './clock';
import { AppError } from './errors';

const CHALLENGE_TTL_MS = 10 * 60_000;

/** Self-hosted proof of work (ALTCHA): the browser spends a moment of CPU, a bot spends it on every try. */
export function createHumanCheck(options: { db: Db; secret: string; maxNumber: number; clock: Clock }) {
  const hmacKey = createHmac('sha256', options.secret).update('altcha').digest('hex');
  const refused = () => new AppError('VALIDATION', 'notRobot', { field: 'altcha' });

  return {
    /** A signed challenge for the browser (GET api/v1/general/challenge). */
    async challenge() {
      return createChallenge({
        hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
    },

    /** Accepts a solved payload once; a missing, wrong, expired or replayed one is refused. */
    async verify(payload: unknown) {
      if (typeof payload !== 'string' || payload.length > 2000) throw refused();
      let signature: string;
      try {
        signature = JSON.parse(atob(payload)).signature;
        if (!(await verifySolution(payload, hmacKey, true))) throw refused();
      } catch {
        throw refused();
      }
      const inserted = await options.db
        .insert(usedChallenges)
        .values({ signature, expiresAt: options.clock.now() + CHALLENGE_TTL_MS })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw refused();
    },

    /** Forgets redeemed challenges that have expired anyway (a scheduled job). */
    async sweep() {
      await options.db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, options.clock.now()));
    },
  };
}

export type HumanCheck = ReturnType<typeof createHumanCheck>;
