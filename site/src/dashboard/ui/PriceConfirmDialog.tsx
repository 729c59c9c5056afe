import { LIMITS, PRICES } from '@shared/constants';
import { billing as en } from '@shared/i18n/en/billing';
import { billing as fi } from '@shared/i18n/fi/billing';
import { interpolate, type Params } from '@shared/i18n/format';
import { billing as sv } from '@shared/i18n/sv/billing';
import type { PriceChange } from '@shared/types/billing';
import { useRef } from 'react';
import { formatMoney, useT } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { $uiLang } from '../stores/prefs';
import { DialogFrame } from './Dialog';
import type { DialogComponentProps } from './dialog-types';

type Key = keyof typeof en;
const BILLING = { en, sv, fi } as const;
const bt = (key: Key, params: Params = {}, lang = $uiLang.get()) =>
  interpolate(BILLING[lang]?.[key] ?? en[key], params, lang);

/** Why the price rises, in one sentence with the price of what is added. */
function reasonOf(change: PriceChange) {
  if (change.reason === 'owner') {
    return bt('priceReasonOwner', {
      included: LIMITS.ownersIncluded,
      seat: formatMoney(PRICES.extraOwner.monthly),
    });
  }
  if (change.current === 0) {
    return bt('priceReasonFirstDynatag', {
      service: formatMoney(PRICES.dynatags.serviceMonthly),
      included: PRICES.dynatags.includedUnits,
    });
  }
  return bt('priceReasonDynatag', {
    included: PRICES.dynatags.includedUnits,
    unit: formatMoney(PRICES.dynatags.unitMonthly),
  });
}

/**
 * A change would raise a company's monthly price (a dynatag or an owner beyond what is paid): the new price
 * excluding VAT, its VAT and the total, confirmed or not (`onAnswer`). Without billing info the server's message
 * and a way to the company's billing info instead.
 */
export default function PriceConfirmDialog({ props, isTop, close }: DialogComponentProps<'priceConfirm'>) {
  const t = useT();
  const answered = useRef(false);
  const answer = (confirmed: boolean) => {
    if (!answered.current) props.onAnswer(confirmed);
    answered.current = true;
    close();
  };
  const { change } = props;
  if (!change) {
    return (
      <DialogFrame title={bt('billingNeededTitle')} onClose={() => answer(false)} isTop={isTop} size="sm">
        <p className="text-base-content/80">{props.billingNeeded}</p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={() => answer(false)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            onClick={() => {
              answer(false);
              openDialog('billing', { shortId: props.companyId });
            }}
          >
            {bt('billingNeededAction')}
          </button>
        </div>
      </DialogFrame>
    );
  }
  const row = 'flex justify-between gap-4 py-1';
  return (
    <DialogFrame title={bt('priceConfirmTitle')} onClose={() => answer(false)} isTop={isTop} size="sm">
      <p className="text-base-content/80">{reasonOf(change)}</p>
      <dl className="mt-4 divide-y divide-base-300" data-testid="price-change">
        <div className={`${row} text-base-content/70`}>
          <dt>{bt('priceNow')}</dt>
          <dd className="tabular-nums">{formatMoney(change.current)}</dd>
        </div>
        <div className={`${row} font-semibold`}>
          <dt>{bt('priceNext')}</dt>
          <dd className="tabular-nums" data-testid="price-next">
            {formatMoney(change.next)}
          </dd>
        </div>
        <div className={row}>
          <dt>{bt('priceVat')}</dt>
          <dd className="tabular-nums">{formatMoney(change.nextVat)}</dd>
        </div>
        <div className={row}>
          <dt>{bt('priceWithVat')}</dt>
          <dd className="tabular-nums">{formatMoney(change.nextWithVat)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-base-content/70">{bt('priceBillingNote')}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={() => answer(false)} data-autofocus>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => answer(true)}>
          {bt('priceConfirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
