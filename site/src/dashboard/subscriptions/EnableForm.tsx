import { VAT_RATE } from '@shared/constants';
import type { MySubscription, SubscriptionPlan } from '@shared/types/billing';
import { useId, useState } from 'react';
import { formatMoney } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { openDialog } from '../stores/dialogs';
import { Icon } from '../ui/icons';
import { NavLink } from '../ui/parts';
import { confirmEnable } from './actions';
import { subscriptionsChanged } from './data';
import { useSubsT } from './i18n';
import { choosePayer, defaultPayer, NOTICE } from './model';

/**
 * Choose monthly or lifetime and the paying company, then confirm what will be invoiced. A company without
 * billing info is listed but cannot be chosen; its owner gets the way to fill it in (SPEC §5).
 */
export function EnableForm({ page }: { page: MySubscription }) {
  const s = useSubsT();
  const id = useId();
  const [plan, setPlan] = useState<SubscriptionPlan>('monthly');
  // Untouched (null), the only company that can pay is chosen, also once billing info was added here.
  const [touched, setPayerId] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const { payers, prices } = page;
  const missing = payers.filter((p) => !p.hasBilling);
  const payerId = touched ?? defaultPayer(payers);
  // The message goes once a company that can pay is chosen (also by adding billing info to the only one).
  const problem = asked && 'problem' in choosePayer(payers, payerId) ? s('mineSelectCompany') : null;
  const chosen = payers.find((p) => p.id === payerId);
  // A company I am only a colleague of pays once an owner approves: say so before the request goes.
  const hint =
    chosen?.hasBilling && chosen.role !== 'owner'
      ? s('minePayerAsks', { company: chosen.name })
      : s('minePayerHint');

  if (!payers.length) {
    return (
      <div className="alert alert-info alert-soft dc-alert text-sm" data-testid="no-payers">
        <Icon name="building" />
        <div className="min-w-0">
          <p className="font-medium">{s('mineNoPayersTitle')}</p>
          <p>{s('mineNoPayersText')}</p>
          <NavLink href={sectionPath('companies')} className="link link-primary font-medium">
            {s('mineGoCompanies')}
          </NavLink>
        </div>
      </div>
    );
  }

  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    const choice = choosePayer(payers, payerId);
    setAsked('problem' in choice);
    if ('payer' in choice) {
      confirmEnable(plan, { ...choice.payer, asks: choice.payer.role !== 'owner' }, prices);
    }
  };

  const option = (value: SubscriptionPlan, title: string, price: string, notes: string[]) => (
    <label
      className={`rounded-box flex cursor-pointer items-start gap-3 border p-3 transition-colors ${
        plan === value ? 'border-primary bg-primary/5' : 'border-base-300 hover:bg-base-200'
      }`}
    >
      <input
        type="radio"
        name={`${id}-plan`}
        className="radio radio-primary radio-sm mt-0.5"
        checked={plan === value}
        onChange={() => setPlan(value)}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium">{title}</span>
          <span className="font-semibold tabular-nums">{price}</span>
        </span>
        {notes.map((note) => (
          <span key={note} className="text-base-content/75 block text-xs">
            {note}
          </span>
        ))}
      </span>
    </label>
  );

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="enable-form">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{s('minePlanLegend')}</legend>
        <div className="grid gap-2">
          {option(
            'monthly',
            s('mineMonthly'),
            s('mineMonthlyPrice', { price: formatMoney(prices.monthly) }),
            [s('mineDaily', { price: formatMoney(prices.daily) }), s('mineMonthlyNote', NOTICE)],
          )}
          {option(
            'lifetime',
            s('mineLifetime'),
            s('mineLifetimePrice', { price: formatMoney(prices.lifetime) }),
            [s('mineLifetimeNote')],
          )}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-payer`} className="mb-1 block text-sm font-medium">
          {s('minePayer')}
        </label>
        <select
          id={`${id}-payer`}
          className={`select w-full ${problem ? 'select-error' : ''}`}
          value={payerId}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-payer-note`}
          onChange={(e) => {
            setPayerId(e.target.value);
            setAsked(false);
          }}
        >
          <option value="">{s('minePayerChoose')}</option>
          {payers.map((payer) => (
            <option key={payer.id} value={payer.id} disabled={!payer.hasBilling}>
              {payer.hasBilling ? payer.name : s('minePayerNoBilling', { name: payer.name })}
            </option>
          ))}
        </select>
        <p
          id={`${id}-payer-note`}
          className={`mt-1 text-xs ${problem ? 'text-error' : 'text-base-content/75'}`}
        >
          {problem ?? hint}
        </p>
      </div>
      {missing.length > 0 && (
        <ul className="space-y-2 text-sm" data-testid="payers-missing-billing">
          {missing.map((payer) => (
            <li key={payer.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Icon name="warning" className="text-warning size-4 shrink-0" />
              <span className="min-w-0 flex-1">{s('mineBillingMissing', { name: payer.name })}</span>
              {payer.role === 'owner' ? (
                <button
                  type="button"
                  className="btn btn-xs"
                  onClick={() => openDialog('billing', { shortId: payer.id }, subscriptionsChanged)}
                >
                  {s('mineAddBilling', { name: payer.name })}
                </button>
              ) : (
                <span className="text-base-content/75 w-full text-xs">
                  {s('mineAskOwner', { name: payer.name })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-base-content/75 text-xs">{s('mineVatNote', { rate: VAT_RATE * 100 })}</p>
      <button type="submit" className="btn btn-primary">
        <Icon name="star" className="size-4" />
        {s('mineSubscribe')}
      </button>
    </form>
  );
}
