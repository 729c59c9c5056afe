import { STEPS } from './form';
import { type OrdersKey, useWizardT } from './i18n';

export const STEP_NAMES: OrdersKey[] = [
  'wizardStepCompany',
  'wizardStepCards',
  'wizardStepShipping',
  'wizardStepCoupons',
  'wizardStepTotals',
];

/**
 * The five steps: every name on a wide screen, "Step 2 of 5" and a bar on a phone. Steps before the current
 * one are buttons back to them; later ones are reached with Next, which checks the step first.
 */
export function Stepper({ step, onGo }: { step: number; onGo: (step: number) => void }) {
  const t = useWizardT();
  return (
    <nav aria-label={t('wizardSteps')}>
      <p className="text-base-content/70 text-xs font-medium sm:hidden">
        {t('wizardStepOf', { step, count: STEPS })}
      </p>
      <div aria-hidden="true" className="mt-1 flex gap-1 sm:hidden">
        {STEP_NAMES.map((name, index) => (
          <span
            key={name}
            className={`h-1.5 flex-1 rounded-full ${index < step ? 'bg-primary' : 'bg-base-300'}`}
          />
        ))}
      </div>
      <ol className="hidden items-center gap-1 sm:flex">
        {STEP_NAMES.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'later';
          const badge = (
            <span
              className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold ${
                state === 'later' ? 'bg-base-300 text-base-content/70' : 'bg-primary text-primary-content'
              }`}
            >
              {number}
            </span>
          );
          return (
            <li key={name} className="flex min-w-0 flex-1 items-center gap-1">
              {state === 'done' ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm min-w-0 gap-2 px-1.5"
                  onClick={() => onGo(number)}
                >
                  {badge}
                  <span className="truncate">{t(name)}</span>
                </button>
              ) : (
                <span
                  className={`flex min-w-0 items-center gap-2 px-1.5 text-sm ${state === 'current' ? 'font-semibold' : 'text-base-content/70'}`}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {badge}
                  <span className="truncate">{t(name)}</span>
                </span>
              )}
              {number < STEPS && <span aria-hidden="true" className="h-px min-w-3 flex-1 bg-base-300" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
