import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { useCompanies } from '../stores/people';
import { $path } from '../stores/router';
import { $user } from '../stores/user';
import { bindSubscriptionEvents, refreshMe } from '../subscriptions/data';
import { expiryNotice, showCardPrompt } from '../subscriptions/model';
import { TopBar } from './TopBar';

const OrderCardBar = lazy(() => import('./SubscriptionBars').then((m) => ({ default: m.OrderCardBar })));
const ExpiryBar = lazy(() => import('./SubscriptionBars').then((m) => ({ default: m.ExpiryBar })));

/**
 * Hidden until the next login: local data is cleared on logout (SPEC §4), so the prompt returns then
 * (docs/decisions.md "Top bars").
 */
const CARD_BAR_HIDDEN = 'dc:card-bar-hidden';
const readHidden = () => {
  try {
    return localStorage.getItem(CARD_BAR_HIDDEN) === '1';
  } catch {
    return false;
  }
};

/** The verify-email warning with a resend action (SPEC §2 top bars). */
function VerifyBar({ email }: { email: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const resend = async () => {
    setBusy(true);
    const result = await client.POST('/api/v1/users/me/verification/resend', { notifySuccess: true });
    setBusy(false);
    if (result.ok) setSent(true);
  };
  return (
    <TopBar
      label={t('verifyBarLabel')}
      tone="warning"
      icon="mail"
      testId="verify-bar"
      text={t('verifyBarText', { email })}
    >
      <button type="button" className="btn btn-sm btn-warning" onClick={resend} disabled={busy || sent}>
        {busy && <span className="loading loading-spinner loading-xs" />}
        {sent ? t('verifyBarSent') : t('verifyBarResend')}
      </button>
    </TopBar>
  );
}

/** Bars above the dashboard (SPEC §2): verify email, the order-card prompt, the subscription-expiry notice. */
export function TopBars() {
  const user = useStore($user);
  const path = useStore($path);
  const [hidden, setHidden] = useState(readHidden);
  // Whether the person may order cards at all (owner, or in no company yet) decides the order-card prompt.
  const companies = useCompanies();
  useEffect(bindSubscriptionEvents, []);
  // Leaving the Orders page without a card: an order placed there may have made one, so ask again.
  const previous = useRef(path);
  useEffect(() => {
    const left = previous.current.startsWith('/dashboard/orders') && !path.startsWith('/dashboard/orders');
    previous.current = path;
    if (left && $user.get()?.hasCard === false) void refreshMe();
  }, [path]);
  if (!user) return null;
  const endsAt = expiryNotice(user, Date.now());
  const hide = () => {
    try {
      localStorage.setItem(CARD_BAR_HIDDEN, '1');
    } catch {
      // private mode: hidden for this page only
    }
    setHidden(true);
  };
  return (
    <>
      {!user.isVerified && <VerifyBar email={user.email} />}
      <Suspense fallback={null}>
        {endsAt !== null && <ExpiryBar endsAt={endsAt} />}
        {showCardPrompt(user, companies, path, hidden) && <OrderCardBar onHide={hide} />}
      </Suspense>
    </>
  );
}
