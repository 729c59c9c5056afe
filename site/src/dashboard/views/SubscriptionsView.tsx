import { lazy, Suspense } from 'react';
import { useT } from '../lib/i18n';
import { Spinner } from '../ui/parts';

// The Subscriptions page (its tabs and texts in three languages) loads when it is first shown.
const SubscriptionsPage = lazy(() =>
  import('../subscriptions/SubscriptionsPage').then((m) => ({ default: m.SubscriptionsPage })),
);

/** Subscriptions: My subscription, Colleagues and Invoices (SPEC §2). */
export function SubscriptionsView({ tab }: { tab?: string }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <SubscriptionsPage tab={tab} />
    </Suspense>
  );
}
