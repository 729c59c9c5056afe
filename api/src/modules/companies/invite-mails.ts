// The invitation mails of a spreadsheet import, sent off the import's request: the import marks each new
// invitation `inviteMailPending` in its transaction and wakes the sender, which mails them MAIL_BATCH_SIZE at a
// time, MAIL_BATCH_PAUSE_MS apart (an SMTP relay such as Microsoft 365's takes about 30 a minute per mailbox;
// ours is configured for the relay we use). A mail is claimed by clearing its mark first, so two senders never
// mail it twice; a failed send sets the mark again and the invitation-mails job (every minute) goes on from there.
import { companies, memberships, users } from '@db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { backgroundPasses } from '../../platform/background-passes';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { mailInvitation } from './invitations';

const inviters = alias(users, 'inviters');

/** Sends one batch of due invitation mails; answers how many went out. */
export async function sendInvitationBatch(deps: Deps): Promise<number> {
  const due = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.inviteMailPending, true))
    .orderBy(asc(memberships.id))
    .limit(deps.config.mail.batchSize);
  if (!due.length) return 0;
  const claimed = await deps.db
    .update(memberships)
    .set({ inviteMailPending: false })
    .where(
      and(
        inArray(
          memberships.id,
          due.map((d) => d.id),
        ),
        eq(memberships.inviteMailPending, true),
      ),
    )
    .returning({ id: memberships.id });
  if (!claimed.length) return 0;
  const rows = await deps.db
    .select({ id: memberships.id, person: users, company: companies, inviter: inviters.fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .leftJoin(inviters, eq(inviters.id, memberships.invitedByUserId))
    .where(
      inArray(
        memberships.id,
        claimed.map((c) => c.id),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    try {
      await mailInvitation(deps, row.inviter ?? row.company.name, row.company, row.person);
      sent++;
    } catch (error) {
      await deps.db.update(memberships).set({ inviteMailPending: true }).where(eq(memberships.id, row.id));
      deps.log.error('invitation mail failed; the invitation-mails job sends it again', { error });
      // The mail server refuses now: the rest of the batch waits for the job rather than failing too.
      const rest = rows.slice(rows.indexOf(row) + 1).map((r) => r.id);
      if (rest.length) {
        await deps.db
          .update(memberships)
          .set({ inviteMailPending: true })
          .where(inArray(memberships.id, rest));
      }
      return sent;
    }
  }
  return sent;
}

/** Every due invitation mail, a batch at a time with the configured pause between batches. */
export async function sendDueInvitations(deps: Deps): Promise<number> {
  let total = 0;
  for (;;) {
    const sent = await sendInvitationBatch(deps);
    total += sent;
    if (sent < deps.config.mail.batchSize) return total;
    await Bun.sleep(deps.config.mail.batchPauseMs);
  }
}

/**
 * How long after an import its mails start: rendering a mail is CPU work in this process, and the dialog's next
 * requests (the refreshed list of colleagues) should not wait behind the first batch.
 */
export const INVITE_MAIL_DELAY_MS = 1000;

const passes = backgroundPasses(sendDueInvitations, {
  delayMs: INVITE_MAIL_DELAY_MS,
  failure: 'invitation mails failed; the invitation-mails job sends them again',
});
/** After an import's answer: its invitations go out in the background; never a rejection. */
export const inviteMailsSoon = passes.soon;
/** Resolves once this server sends no invitation mails (tests). */
export const inviteMailsIdle = passes.idle;

export const invitationJobs: Job[] = [
  {
    name: 'invitation-mails',
    pattern: '* * * * *',
    // Through the same runner as the import's wake-up: never two senders side by side, so never twice the rate.
    run: async (deps) => {
      passes.soon(deps);
      await passes.idle(deps);
    },
  },
];
