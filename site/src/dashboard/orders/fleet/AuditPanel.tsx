import { useStore } from '@nanostores/react';
import type { AuditEntry } from '@shared/types/orders';
import { formatDate, type Params } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { Card } from '../../ui/parts';
import { type OrdersKey, useOrdersT } from '../history/i18n';

const ACTION_TEXT: Record<string, OrdersKey> = {
  reassigned: 'fleetAuditReassigned',
  disabled: 'fleetAuditDisabled',
  enabled: 'fleetAuditEnabled',
  submitted: 'fleetAuditSubmitted',
  cancelled: 'fleetAuditCancelled',
  processing: 'fleetAuditProcessing',
  shipped: 'fleetAuditShipped',
  deleted: 'fleetAuditDeleted',
};

/** What changed, in words: the action with its card or order and, for a reassign, the old and new holder. */
const changeText = (entry: AuditEntry, t: (key: OrdersKey, params?: Params) => string) =>
  t(ACTION_TEXT[entry.action] ?? 'fleetAuditOther', {
    id: entry.entityId,
    action: entry.action,
    from: String(entry.details.from ?? t('fleetNoHolder')),
    to: String(entry.details.to ?? t('fleetNoHolder')),
  });

/** The change log of the company's cards and orders (newest first): who changed what, when. */
export function AuditPanel({ entries, onMore }: { entries: AuditEntry[] | null; onMore?: () => void }) {
  const t = useOrdersT();
  const lang = useStore($uiLang);
  return (
    <Card title={t('fleetAudit')}>
      <p className="text-base-content/75 text-sm">{t('fleetAuditIntro')}</p>
      {entries && !entries.length && <p className="text-sm">{t('fleetAuditEmpty')}</p>}
      {!!entries?.length && (
        <ol className="max-h-96 space-y-2 overflow-y-auto text-sm" data-testid="card-audit">
          {entries.map((entry) => (
            <li
              key={`${entry.at}-${entry.entityId}-${entry.action}`}
              className="border-base-300 border-b pb-2"
            >
              <span className="text-base-content/70 block text-xs">
                <span className="sr-only">{t('fleetAuditWhen')}: </span>
                {formatDate(entry.at, lang)} · <span className="sr-only">{t('fleetAuditWho')}: </span>
                {entry.actor}
              </span>
              <span className="sr-only">{t('fleetAuditWhat')}: </span>
              {changeText(entry, t)}
            </li>
          ))}
        </ol>
      )}
      {onMore && (
        <button type="button" className="btn btn-sm btn-ghost self-start" onClick={onMore}>
          {t('fleetAuditMore')}
        </button>
      )}
    </Card>
  );
}
