// The subscription mails, to the subscriber in their language in the one mail layout: an owner enabled or ended
// it, it ends in seven days, its paying company was deleted, an owner approved or declined their request, it ended
// with their leaving or removal; and to the owners, a colleague's request. Each names the plan, the payer and the
// end date when there is one.
import { type Subscription, users } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { type MailMessage, renderMail } from '../../platform/mail';
import { formatMoney } from '../pricing';
import { formatDay, priceOf } from './basics';

export type SubscriptionMail =
  | 'byOwner'
  | 'endedByOwner'
  | 'expiry'
  | 'payerDeleted'
  | 'requested'
  | 'approved'
  | 'declined'
  | 'endedNow'
  | 'endedLeft'
  | 'endedRemoved';

const KEYS = {
  byOwner: ['subscriptionByOwnerSubject', 'subscriptionByOwnerBody'],
  endedByOwner: ['subscriptionEndedByOwnerSubject', 'subscriptionEndedByOwnerBody'],
  expiry: ['subscriptionExpirySubject', 'subscriptionExpiryBody'],
  payerDeleted: ['subscriptionPayerDeletedSubject', 'subscriptionPayerDeletedBody'],
  requested: ['subscriptionRequestedSubject', 'subscriptionRequestedBody'],
  approved: ['subscriptionApprovedSubject', 'subscriptionApprovedBody'],
  declined: ['subscriptionDeclinedSubject', 'subscriptionDeclinedBody'],
  endedNow: ['subscriptionEndedNowSubject', 'subscriptionEndedNowBody'],
  endedLeft: ['subscriptionEndedLeftSubject', 'subscriptionEndedLeftBody'],
  endedRemoved: ['subscriptionEndedRemovedSubject', 'subscriptionEndedRemovedBody'],
} as const;

/** The Subscriptions page (dashboard addresses carry no language prefix). */
export const subscriptionsLink = (deps: Pick<Deps, 'config'>) =>
  `${deps.config.publicUrl}/dashboard/subscriptions/`;

export function renderSubscriptionMail(
  lang: Lang,
  kind: SubscriptionMail,
  to: { email: string; fullName: string },
  input: {
    row: Pick<Subscription, 'plan' | 'companyName' | 'endsAt'>;
    owner?: string;
    /** The person a request is from (the owners' mail). */
    name?: string;
    link: string;
  },
): MailMessage {
  const { row } = input;
  const date = row.endsAt === null ? '' : formatDay(lang, row.endsAt);
  const params = { owner: input.owner ?? '', name: input.name ?? '', company: row.companyName, date };
  const t = (key: Parameters<typeof translate<'mail'>>[2]) => translate(lang, 'mail', key, params);
  const plan = translate(lang, 'subscriptions', row.plan === 'lifetime' ? 'planLifetime' : 'planMonthly', {
    price: formatMoney(lang, priceOf(row.plan)),
  });
  const [subject, body] = KEYS[kind];
  return renderMail({
    lang,
    to: to.email,
    subject: t(subject),
    greeting: translate(lang, 'mail', 'greeting', { name: to.fullName }),
    paragraphs: [t(body)],
    details: [
      [t('subscriptionPlan'), plan],
      [t('subscriptionPaidBy'), row.companyName],
      [t('subscriptionRunsUntil'), date],
    ],
    action: { label: t('subscriptionAction'), link: input.link },
  });
}

/** The owners' list of what their companies pay (Subscriptions › Colleagues). */
export const colleaguesLink = (deps: Pick<Deps, 'config'>) => `${subscriptionsLink(deps)}colleagues/`;

type MailRow = Pick<Subscription, 'plan' | 'companyName' | 'endsAt'>;

/**
 * Mails a person about a subscription or a request (in their language). A mail failure is logged and returns
 * false; the change stands (it is on the Subscriptions page).
 */
export async function mailPerson(
  deps: Deps,
  userId: number | null,
  kind: SubscriptionMail,
  row: MailRow,
  extra: { owner?: string; name?: string; link?: string } = {},
): Promise<boolean> {
  if (userId === null) return false;
  try {
    const [user] = await deps.db
      .select({ email: users.email, fullName: users.fullName, lang: users.lang })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return false;
    await deps.mailer.send(
      renderSubscriptionMail(user.lang, kind, user, {
        row,
        ...extra,
        link: extra.link ?? subscriptionsLink(deps),
      }),
    );
    return true;
  } catch (error) {
    deps.log.error('subscription mail failed; the change stands', { userId, kind, error });
    return false;
  }
}

/** Mails the subscriber of `row`. */
export const mailSubscriber = (
  deps: Deps,
  kind: SubscriptionMail,
  row: MailRow & Pick<Subscription, 'userId'>,
  owner?: string,
) => mailPerson(deps, row.userId, kind, row, { owner });
