import { useStore } from '@nanostores/react';
import type { AuditEntry } from '@shared/types/orders';
import { formatDate } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { Card } from '../../ui/parts';
import { useOrdersT } from '../history/i18n';

/** What changed: the action and its details (old and new holder, status), as the server recorded them. */
const changeText = (entry: AuditEntry) => {
  const details = Object.entries(entry.details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');
  return details ? `${entry.action} (${details})` : entry.action;
};

/** The change log of the company's cards and orders (newest first): who changed what, when. */
export function AuditPanel({ entries }: { entries: AuditEntry[] | null }) {
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
              <span className="font-mono text-xs">{entry.entityId}</span> {changeText(entry)}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
