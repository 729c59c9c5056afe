import type { ApiResult } from '../../lib/envelope';
import { Icon } from '../../ui/icons';
import { useWizardT } from './i18n';
import type { SaveState } from './use-draft';

/** Whether the draft on the server holds what is on screen (announced politely). */
export function SaveStatus({ state, result }: { state: SaveState; result: ApiResult | null }) {
  const t = useWizardT();
  return (
    <p
      role="status"
      className="flex items-center gap-1.5 text-xs"
      data-testid="wizard-save"
      data-state={state}
    >
      {state === 'failed' ? (
        <>
          <Icon name="warning" className="text-error size-3.5" />
          <span className="text-error">{t('wizardNotSaved', { message: result?.message ?? '' })}</span>
        </>
      ) : state === 'saved' ? (
        <>
          <Icon name="check" className="text-success size-3.5" />
          <span className="text-base-content/70">{t('wizardSaved')}</span>
        </>
      ) : (
        <>
          <span className="loading loading-spinner loading-xs" />
          <span className="text-base-content/70">{t('wizardSaving')}</span>
        </>
      )}
    </p>
  );
}
