import { Spinner } from '../ui/parts';
import { useAdminT } from './i18n';

/** What a list shows before its first rows: a spinner, or the failure with a way to try again. */
export function ListState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useAdminT();
  return failed ? (
    <div className="space-y-2 text-sm" role="alert">
      <p className="text-error">{t('listLoadFailed')}</p>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {t('listRetry')}
      </button>
    </div>
  ) : (
    <Spinner label={t('listLoading')} />
  );
}
