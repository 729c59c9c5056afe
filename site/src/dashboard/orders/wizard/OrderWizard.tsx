import { useEffect, useRef, useState } from 'react';
import { useCompanies } from '../../stores/people';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/parts';
import { chooseCompany, hasHalfAddress, isComplete, STEPS } from './form';
import { type OrdersKey, useWizardT } from './i18n';
import { orderActions } from './order-actions';
import { SaveStatus } from './SaveStatus';
import { StepCards } from './StepCards';
import { StepCompany } from './StepCompany';
import { StepCoupons } from './StepCoupons';
import { Stepper } from './Stepper';
import { StepShipping } from './StepShipping';
import { StepTotals } from './StepTotals';
import { useDraft } from './use-draft';
import { type SubmittedOrder, WizardDone } from './WizardDone';

const TITLES: OrdersKey[] = [
  'wizardCompanyTitle',
  'wizardCardsTitle',
  'wizardShippingTitle',
  'wizardCouponsTitle',
  'wizardTotalsTitle',
];

/** The new-order wizard (SPEC §2): five steps saved to the server's draft as they change, then a confirmed submit. */
export function OrderWizard() {
  const t = useWizardT();
  const companies = useCompanies();
  const d = useDraft();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [showErrors, setShowErrors] = useState(false);
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const [done, setDone] = useState<SubmittedOrder | null>(null);
  const step = d.form?.step ?? 1;

  // A person who owns one company orders for it: it is chosen for them, and saved with their first change.
  const owned = companies?.filter((c) => c.role === 'owner');
  const only = owned?.length === 1 ? owned[0] : undefined;
  const isUnchosen = d.form !== null && !d.form.companyId;
  const { preset } = d;
  useEffect(() => {
    if (only && isUnchosen) preset((f) => chooseCompany(f, only));
  }, [only, isUnchosen, preset]);

  // Focus follows the step to its heading (not on the first load: the page's own focus stays).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is what moves the focus
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  if (done) {
    return (
      <WizardDone
        order={done}
        onNew={() => {
          setDone(null);
          void d.load();
        }}
      />
    );
  }
  if (d.loadFailed) {
    return (
      <div role="alert" className="alert alert-error alert-soft dc-alert">
        <Icon name="error" />
        <span className="flex-1">{t('wizardLoadFailed')}</span>
        <button type="button" className="btn btn-sm" onClick={() => void d.load()}>
          {t('wizardRetry')}
        </button>
      </div>
    );
  }
  const form = d.form;
  if (!form || !companies) return <Spinner label={t('wizardLoading')} className="loading-lg mx-auto block" />;
  const company = companies.find((c) => c.shortId === form.companyId && c.role === 'owner');

  const go = async (next: number) => {
    moved.current = true;
    setShowErrors(false);
    setMessage('');
    setNotice('');
    d.update((f) => ({ ...f, step: next }));
    await d.flush();
  };

  /** What the step itself can tell before the server is asked. */
  const check = () => {
    if (step === 1 && !company) return t('wizardSelectCompany');
    if (step === 2 && form.cards.length === 0) return t('wizardNeedOneCard');
    if (step === 2 && form.cards.some(hasHalfAddress)) return t('wizardAltIncomplete');
    if (step === 3 && !isComplete(form.shippingAddress)) return t('wizardShippingIncomplete');
    return '';
  };

  const next = async () => {
    const problem = check();
    if (!problem && (await d.flush())) return go(step + 1);
    setShowErrors(true);
    setMessage(problem || d.failure()?.message || t('wizardLoadFailed'));
  };

  const { submit, startOver } = orderActions(d, t, { onDone: setDone, onNotice: setNotice });

  const busy = d.saveState === 'saving' || d.saveState === 'pending';
  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="order-wizard-title">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2
            id="order-wizard-title"
            className="flex-1 text-sm font-semibold tracking-wide whitespace-nowrap uppercase text-base-content/70"
          >
            {t('wizardTitle')}
          </h2>
          <SaveStatus state={d.saveState} result={d.saveResult} />
          {/* Something to throw away: a draft on the server, or a change on its way there (not a preset). */}
          {(d.draft !== null || d.saveState !== 'saved') && (
            <button type="button" className="btn btn-ghost btn-xs" onClick={startOver}>
              {t('wizardStartOver')}
            </button>
          )}
        </div>
        <Stepper step={step} onGo={(n) => void go(n)} />
        <h3
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
          data-testid="wizard-step-heading"
        >
          {t(TITLES[step - 1])}
        </h3>
        {message && (
          <div role="alert" className="alert alert-error alert-soft dc-alert text-sm">
            <Icon name="error" />
            <span>{message}</span>
          </div>
        )}
        {step === 1 && (
          <StepCompany
            form={form}
            draft={d.draft}
            companies={companies}
            onChoose={(chosen) => {
              setMessage('');
              d.update((f) => chooseCompany(f, chosen));
            }}
            onBillingSaved={() => void d.save()}
          />
        )}
        {step === 2 && company && (
          <StepCards
            form={{ ...form, companyId: company.shortId }}
            company={company}
            ownMembershipId={company.membershipId}
            images={d.images}
            saveResult={d.saveResult}
            showErrors={showErrors}
            update={d.update}
            onImage={d.addImage}
          />
        )}
        {step > 1 && step < 5 && !company && (
          <div className="alert alert-warning alert-soft dc-alert text-sm">
            <Icon name="warning" />
            <span>{t('wizardSelectCompany')}</span>
          </div>
        )}
        {step === 3 && <StepShipping form={form} showErrors={showErrors} update={d.update} />}
        {step === 4 && <StepCoupons form={form} draft={d.draft} busy={busy} update={d.update} />}
        {step === 5 &&
          (d.draft ? (
            <StepTotals
              draft={d.draft}
              busy={busy}
              notice={notice}
              onSubmit={() => void submit()}
              onRemoveCoupon={(code) =>
                d.update((f) => ({
                  ...f,
                  couponCodes: f.couponCodes.filter((c) => c.toUpperCase() !== code.toUpperCase()),
                }))
              }
            />
          ) : (
            <Spinner label={t('wizardLoading')} />
          ))}
        <div className="flex items-center justify-between gap-2 border-t border-base-300 pt-4">
          {step > 1 ? (
            <button type="button" className="btn btn-ghost" onClick={() => void go(step - 1)}>
              <Icon name="arrowLeft" className="size-4" />
              {t('wizardBack')}
            </button>
          ) : (
            <span />
          )}
          {step < STEPS && (
            <button type="button" className="btn btn-primary" onClick={() => void next()}>
              {t('wizardNext')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
