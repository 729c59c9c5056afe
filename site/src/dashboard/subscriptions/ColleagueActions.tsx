import { PRICES } from '@shared/constants';
import type { ColleagueSubscriptionRow, SubscriptionPlan } from '@shared/types/billing';
import { useId, useState } from 'react';
import { formatMoney, useT } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { confirmColleagueEnable, confirmColleagueEnd } from './actions';
import { subscriptionsChanged } from './data';
import { useSubsT } from './i18n';

/** What an owner may do for a person: enable (choose the plan, then confirm) or end a subscription. */
export function ColleagueActions({ row }: { row: ColleagueSubscriptionRow }) {
  const t = useT();
  const s = useSubsT();
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [plan, setPlan] = useState<SubscriptionPlan>('monthly');
  const name = row.user.fullName;
  const { subscription } = row;

  // Another company pays for theirs: nothing here is mine to do (and billing info is not what is missing).
  if (row.subscribedElsewhere) return null;
  if (subscription) {
    return row.canEnd ? (
      <button
        type="button"
        className="btn btn-xs btn-outline btn-error"
        aria-label={s('colsEndNamed', { name })}
        onClick={() => confirmColleagueEnd({ ...row, subscription })}
      >
        {s('colsEnd')}
      </button>
    ) : null;
  }
  if (!row.canEnable) {
    return (
      <span className="flex flex-col items-end gap-1 text-end sm:items-start sm:text-start">
        <span className="text-base-content/75 text-xs">
          {s('colsNeedsBilling', { company: row.company.name })}
        </span>
        <button
          type="button"
          className="btn btn-xs"
          onClick={() => openDialog('billing', { shortId: row.company.id }, subscriptionsChanged)}
        >
          {s('mineAddBilling', { name: row.company.name })}
        </button>
      </span>
    );
  }
  if (!choosing) {
    return (
      <button
        type="button"
        className="btn btn-xs btn-primary"
        aria-label={s('colsEnableNamed', { name })}
        onClick={() => setChoosing(true)}
      >
        {s('colsEnable')}
      </button>
    );
  }
  return (
    <form
      className="flex flex-wrap items-center justify-end gap-1 sm:justify-start"
      onSubmit={(event) => {
        event.preventDefault();
        confirmColleagueEnable(row, plan, PRICES.subscription);
        setChoosing(false);
      }}
    >
      <label htmlFor={`${id}-plan`} className="sr-only">
        {s('colsPlanFor', { name })}
      </label>
      <select
        id={`${id}-plan`}
        className="select select-xs w-auto"
        value={plan}
        onChange={(e) => setPlan(e.target.value as SubscriptionPlan)}
        // biome-ignore lint/a11y/noAutofocus: the select appears where the button was; focus follows it there
        autoFocus
      >
        <option value="monthly">
          {s('colsOptionMonthly', { price: formatMoney(PRICES.subscription.monthly) })}
        </option>
        <option value="lifetime">
          {s('colsOptionLifetime', { price: formatMoney(PRICES.subscription.lifetime) })}
        </option>
      </select>
      <button type="submit" className="btn btn-xs btn-primary">
        {s('colsEnable')}
      </button>
      <button type="button" className="btn btn-xs btn-ghost" onClick={() => setChoosing(false)}>
        {t('cancel')}
      </button>
    </form>
  );
}
