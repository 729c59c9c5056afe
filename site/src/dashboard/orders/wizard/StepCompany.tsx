import { useStore } from '@nanostores/react';
import type { OrderDraft } from '@shared/types/orders';
import { useState } from 'react';
import { hasBillingInfo } from '../../companies/billing';
import { client } from '../../lib/client';
import type { Company } from '../../lib/people';
import { sectionPath } from '../../lib/routes';
import { openDialog } from '../../stores/dialogs';
import { $user } from '../../stores/user';
import { Icon } from '../../ui/icons';
import { NavLink } from '../../ui/parts';
import type { WizardForm } from './form';
import { useWizardT } from './i18n';

function Check({ done, label, children }: { done: boolean; label: string; children?: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-1">
      <span
        aria-hidden="true"
        className={`grid size-6 place-items-center rounded-full ${done ? 'bg-success text-success-content' : 'bg-warning text-warning-content'}`}
      >
        <Icon name={done ? 'check' : 'warning'} className="size-3.5" />
      </span>
      <span className="flex-1 text-sm">{label}</span>
      {!done && children}
    </li>
  );
}

/** Step 1: the company that orders, and what it still lacks (the server's `problems` have the last word). */
export function StepCompany({
  form,
  draft,
  companies,
  onChoose,
  onBillingSaved,
}: {
  form: WizardForm;
  draft: OrderDraft | null;
  companies: Company[];
  onChoose: (company: Company) => void;
  onBillingSaved: () => void;
}) {
  const t = useWizardT();
  const user = useStore($user);
  const [sent, setSent] = useState(false);
  const owned = companies.filter((c) => c.role === 'owner');
  const chosen = owned.find((c) => c.shortId === form.companyId);
  // The server's judgement when it has one (it asks for the whole address too).
  const billingOk = (company: Company) =>
    draft?.company?.id === company.shortId ? draft.company.hasBilling : hasBillingInfo(company);
  // This step's part of the server's problems (the email and the company); the totals step lists them all.
  const companyProblems = (draft?.problems ?? []).filter(
    (p) => p.field === 'email' || p.field === 'companyId',
  );
  const resend = async () => {
    const result = await client.POST('/api/v1/users/me/verification/resend', { notifySuccess: true });
    if (result.ok) setSent(true);
  };

  if (!owned.length) {
    return (
      <div className="alert alert-warning alert-soft dc-alert text-sm">
        <Icon name="warning" />
        <span className="flex-1">{t('wizardNoCompanies')}</span>
        <NavLink href={sectionPath('companies')} className="btn btn-sm">
          {t('wizardGoToCompanies')}
        </NavLink>
      </div>
    );
  }
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('wizardCompanyLabel')}</legend>
        <div className="grid gap-2">
          {owned.map((company) => (
            <label
              key={company.shortId}
              className={`rounded-box flex cursor-pointer items-center gap-3 border p-3 transition-colors ${
                company.shortId === form.companyId
                  ? 'border-primary bg-primary/5'
                  : 'border-base-300 hover:bg-base-200'
              }`}
            >
              <input
                type="radio"
                name="order-company"
                className="radio radio-primary radio-sm"
                checked={company.shortId === form.companyId}
                onChange={() => onChoose(company)}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{company.name}</span>
                <span className="text-base-content/70 block text-xs">
                  {billingOk(company) ? t('wizardBillingDone') : t('wizardBillingMissing')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="wizard-checklist" className="rounded-box border border-base-300 p-4">
        <h3 id="wizard-checklist" className="mb-1 text-sm font-semibold">
          {t('wizardChecklist')}
        </h3>
        <ul>
          <Check
            done={Boolean(user?.isVerified)}
            label={user?.isVerified ? t('wizardVerified') : t('wizardNotVerified')}
          >
            <button type="button" className="btn btn-xs" onClick={resend} disabled={sent}>
              {t('wizardResend')}
            </button>
          </Check>
          {chosen && <Check done label={t('wizardOwner')} />}
          {chosen && (
            <Check
              done={billingOk(chosen)}
              label={billingOk(chosen) ? t('wizardBillingDone') : t('wizardBillingMissing')}
            >
              <button
                type="button"
                className="btn btn-xs btn-primary"
                onClick={() => openDialog('billing', { shortId: chosen.shortId }, onBillingSaved)}
              >
                {t('wizardFillBilling')}
              </button>
            </Check>
          )}
        </ul>
        {!user?.isVerified && (
          <p className="text-base-content/75 mt-2 text-xs">{t('wizardUnverifiedWarning')}</p>
        )}
        {companyProblems.length > 0 && <Problems problems={companyProblems} />}
      </section>
    </div>
  );
}

/** What the server says still stops the order, in its own words. */
export function Problems({ problems }: { problems: OrderDraft['problems'] }) {
  const t = useWizardT();
  return (
    <div className="alert alert-warning alert-soft dc-alert mt-3 text-sm" data-testid="order-problems">
      <Icon name="warning" />
      <div>
        <p className="font-medium">{t('wizardProblems')}</p>
        <ul className="list-disc ps-4">
          {problems.map((problem) => (
            <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
