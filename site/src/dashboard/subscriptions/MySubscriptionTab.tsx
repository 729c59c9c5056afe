import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';
import { Card, Spinner } from '../ui/parts';
import { CurrentSubscription } from './CurrentSubscription';
import { useLoad } from './data';
import { EnableForm } from './EnableForm';
import { useSubsT } from './i18n';
import { PendingRequest } from './PendingRequest';

/** What a subscription adds (SPEC §1). */
function Perks() {
  const t = useT();
  const perks = [t('perkProfiles'), t('perkCompanies'), t('perkFiles'), t('perkLinks'), t('perkSwitch')];
  return (
    <ul className="space-y-1 text-sm">
      {perks.map((perk) => (
        <li key={perk} className="flex items-center gap-2">
          <Icon name="check" className="text-success size-4 shrink-0" />
          {perk}
        </li>
      ))}
    </ul>
  );
}

/** Subscriptions › My subscription: the free plan beside the subscription to buy, or the one I have. */
export function MySubscriptionTab() {
  const t = useT();
  const s = useSubsT();
  const {
    data: page,
    failed,
    reload,
  } = useLoad('/subscriptions/me', (options) => client.GET('/api/v1/subscriptions/me', options));
  if (!page)
    return failed ? (
      <div className="space-y-2 text-sm">
        <p className="text-error">{s('mineLoadFailed')}</p>
        <button type="button" className="btn btn-sm" onClick={reload}>
          {s('mineRetry')}
        </button>
      </div>
    ) : (
      <Spinner label={s('mineLoading')} />
    );

  const { subscription, privileges, request } = page;
  return (
    <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
      {request && <PendingRequest request={request} />}
      {privileges && (
        <div
          className="alert alert-success alert-soft dc-alert text-sm md:col-span-2"
          data-testid="privileges"
        >
          <Icon name="shield" />
          <div className="min-w-0">
            <p className="font-semibold">{s('minePrivilegesTitle')}</p>
            <p>{s('minePrivilegesText')}</p>
          </div>
        </div>
      )}
      {subscription ? (
        <>
          <CurrentSubscription page={page} subscription={subscription} />
          <Card title={t('planSubscription')}>
            <Perks />
          </Card>
        </>
      ) : (
        <>
          <Card
            className="self-start"
            title={
              <span className="flex flex-wrap items-center gap-2">
                {t('planFree')}
                {!privileges && <span className="badge badge-sm badge-outline">{t('planCurrent')}</span>}
              </span>
            }
          >
            <p className="text-sm">{t('planFreeText')}</p>
          </Card>
          <Card title={t('planSubscription')}>
            <Perks />
            {!privileges && <EnableForm page={page} />}
          </Card>
        </>
      )}
    </div>
  );
}
