import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';
import type { ImportResult } from './import-rows';

/** What an import did: the counts, and each row that was not imported with its reasons. */
export function ImportDone({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const t = useT();
  const skipped = result.rows.filter((r) => r.outcome === 'failed');
  return (
    <div className="space-y-3" data-testid="import-done">
      <div role="status" className="alert alert-success alert-soft dc-alert text-sm">
        <Icon name="check" />
        <div>
          <p className="font-medium">
            {t('importDone', { invited: result.invited, updated: result.updated })}
          </p>
          {result.invited > 0 && <p>{t('importDoneMails')}</p>}
        </div>
      </div>
      {skipped.length > 0 && (
        <section>
          <h3 className="mb-1 text-sm font-semibold">{t('importSkipped', { count: skipped.length })}</h3>
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 text-sm">
            {skipped.map((r) => (
              <li key={r.row} className="px-3 py-2">
                <span className="font-medium">
                  {t('importRow')} {r.row}: {r.name || r.email}
                </span>
                <span className="text-error block text-xs">
                  {r.problems.map((p) => p.message).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex justify-end">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
