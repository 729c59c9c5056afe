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

/**
 * The API answers at most this many rows per list (users, companies and inquiries 200, invoices 500: see
 * their OpenAPI descriptions); a full list says that more may exist.
 */
export const LIST_CAP = { admin: 200, invoices: 500 } as const;

export function CapNote({ count, cap }: { count: number; cap: number }) {
  const t = useAdminT();
  if (count < cap) return null;
  return <p className="text-base-content/75 text-sm">{t('listCapped', { count: cap })}</p>;
}
