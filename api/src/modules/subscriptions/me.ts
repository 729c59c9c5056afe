// My subscription: enable (or re-enable before expiry, or upgrade monthly to lifetime) paid by a company I own or
// belong to that has billing info (SPEC §1, §5), and cancel with the 30-day period (SPEC §4, §9).
import type { User } from '@db/schema';
import type { Params } from '@shared/i18n';
import type { EnableSubscriptionInput } from '@shared/schemas/billing';
import type { MySubscription } from '@shared/types/billing';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findMembership } from '../companies';
import { subscriptionChanged } from '../webhooks';
import { assertPayer, publishSubscriptionChange } from './basics';
import { requestSubscription } from './requests';
import { type Change, cancelIn, currentSubscription, type EnableInput, enableIn } from './store';
import { mySubscription } from './views';

/** Enables a subscription in one transaction (row, previous row, mirror fields), then tells the user's tabs. */
export async function enableSubscription(deps: Deps, input: Omit<EnableInput, 'now'>) {
  const now = deps.clock.now();
  const result = await deps.db.transaction((tx) => enableIn(tx, { ...input, now }));
  publishSubscriptionChange(deps, [input.subscriber.id, input.activatedBy.id]);
  if (result.change !== 'unchanged') await subscriptionChanged(deps, result.row);
  return result;
}

type EnableMessage = 'subscriptionEnabled' | 'subscriptionReenabled' | 'subscriptionUpgraded';
const MESSAGES: Record<Change, EnableMessage> = {
  started: 'subscriptionEnabled',
  unchanged: 'subscriptionEnabled',
  reenabled: 'subscriptionReenabled',
  upgraded: 'subscriptionUpgraded',
};

/**
 * POST subscriptions/me: a company I own (404 when I am not in it) with billing info pays for it. A company I am
 * only a colleague of pays only once an owner approves: my choice becomes a request to its owners (202).
 */
export async function enableMine(
  deps: Deps,
  user: User,
  input: EnableSubscriptionInput,
): Promise<{ page: MySubscription; message: EnableMessage | 'subscriptionRequested'; params?: Params }> {
  const { company, membership } = await findMembership(deps, user.id, input.companyId);
  if (membership.state !== 'owner') {
    await requestSubscription(deps, user, company, input.plan);
    return {
      page: await mySubscription(deps, user),
      message: 'subscriptionRequested',
      params: { company: company.name },
    };
  }
  assertPayer(company);
  const { change } = await enableSubscription(deps, {
    subscriber: user,
    company,
    plan: input.plan,
    activatedBy: user,
    mode: 'mine',
  });
  return { page: await mySubscription(deps, user), message: MESSAGES[change] };
}

/** POST subscriptions/me/cancel: my subscription runs to the end of the cancel period. */
export async function cancelMine(deps: Deps, user: User) {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await currentSubscription(tx, user.id);
    if (!current) throw new AppError('NOT_FOUND', 'noSubscription');
    return cancelIn(tx, current, now);
  });
  publishSubscriptionChange(deps, [user.id]);
  await subscriptionChanged(deps, row);
  return { page: await mySubscription(deps, user), endsAt: row.endsAt! };
}
