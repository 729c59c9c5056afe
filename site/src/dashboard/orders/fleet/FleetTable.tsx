import { useStore } from '@nanostores/react';
import type { FleetCard } from '@shared/types/orders';
import { API_BASE } from '../../lib/api';
import { formatDate, useT } from '../../lib/i18n';
import type { Colleague } from '../../lib/people';
import { openDialog } from '../../stores/dialogs';
import { $uiLang } from '../../stores/prefs';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/icons';
import { NfcWriter } from '../../ui/NfcWriter';
import { CARD_TYPE_LABEL } from '../history/card-lines';
import { useOrdersT } from '../history/i18n';
import { confirmDisable, copyCardUrl, enableCard } from './fleet-api';
import { HolderSelect } from './HolderSelect';

/** Disabled, being made (its order has not shipped) or active. */
function CardState({ card }: { card: FleetCard }) {
  const t = useOrdersT();
  if (card.status === 'disabled')
    return <span className="badge badge-sm badge-ghost">{t('fleetDisabled')}</span>;
  if (!card.shipped)
    return (
      <span className="badge badge-sm badge-info whitespace-nowrap" title={t('fleetBeingMadeHint')}>
        {t('fleetBeingMade')}
      </span>
    );
  return <span className="badge badge-sm badge-success">{t('fleetActive')}</span>;
}

/** The company's cards: type, holder (reassign here), status, scans, last scan, order and actions. */
export function FleetTable({
  cards,
  people,
  company,
}: {
  cards: FleetCard[];
  people: Colleague[];
  company: string;
}) {
  const t = useOrdersT();
  const app = useT();
  const lang = useStore($uiLang);
  return (
    <div className="rounded-box border border-base-300 bg-base-100 overflow-x-auto">
      <table className="table table-sm dc-stack" data-testid="card-fleet">
        <caption className="sr-only">{t('fleetCaption', { company })}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">{t('fleetColCard')}</th>
            <th scope="col">{t('fleetColType')}</th>
            <th scope="col">{t('fleetColHolder')}</th>
            <th scope="col">{t('fleetColStatus')}</th>
            <th scope="col" className="text-end">
              {t('fleetColScans')}
            </th>
            <th scope="col">{t('fleetColLastScan')}</th>
            <th scope="col">{t('fleetColOrder')}</th>
            <th scope="col" className="text-end">
              {t('fleetColActions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id} data-testid="fleet-card" data-card={card.id}>
              <td className="font-mono text-xs font-medium">{card.id}</td>
              <td data-label={t('fleetColType')}>{app(CARD_TYPE_LABEL[card.type])}</td>
              <td data-label={t('fleetColHolder')}>
                <HolderSelect card={card} people={people} />
              </td>
              <td data-label={t('fleetColStatus')}>
                <CardState card={card} />
              </td>
              <td data-label={t('fleetColScans')} className="text-end tabular-nums">
                {card.scans.toLocaleString(lang)}
              </td>
              <td data-label={t('fleetColLastScan')} className="whitespace-nowrap">
                {card.lastScanAt ? formatDate(card.lastScanAt, lang) : t('fleetNeverScanned')}
              </td>
              <td data-label={t('fleetColOrder')} className="tabular-nums whitespace-nowrap">
                {card.orderNumber}
              </td>
              <td data-label={t('fleetColActions')}>
                <div className="flex flex-wrap items-center justify-end gap-0.5">
                  {card.status === 'active' ? (
                    <button
                      type="button"
                      className="btn btn-xs btn-outline btn-error"
                      aria-label={t('fleetDisableNamed', { id: card.id })}
                      onClick={() => confirmDisable(card)}
                    >
                      {t('fleetDisable')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-xs btn-outline"
                      aria-label={t('fleetEnableNamed', { id: card.id })}
                      onClick={() => enableCard(card)}
                    >
                      {t('fleetEnable')}
                    </button>
                  )}
                  <ActionButton
                    icon="chart"
                    title={t('fleetStatistics', { id: card.id })}
                    label={t('fleetStatistics', { id: card.id })}
                    onClick={() =>
                      openDialog('dynatagStatistics', {
                        target: { type: 'card', id: card.id },
                        name: card.holder ? `${card.id} · ${card.holder.fullName}` : card.id,
                      })
                    }
                  />
                  <ActionButton
                    icon="qr"
                    title={t('fleetQr', { id: card.id })}
                    label={t('fleetQr', { id: card.id })}
                    onClick={() =>
                      openDialog('cardQr', {
                        id: card.id,
                        url: card.url,
                        disabled: card.status === 'disabled',
                      })
                    }
                  />
                  <ActionButton
                    icon="link"
                    title={t('fleetCopy', { id: card.id })}
                    label={t('fleetCopy', { id: card.id })}
                    onClick={() => copyCardUrl(card)}
                  />
                  <a
                    className="btn btn-ghost btn-sm btn-square"
                    href={`${API_BASE}/cards/${encodeURIComponent(card.id)}/design.svg`}
                    download={`card-${card.id}.svg`}
                    title={t('fleetDesign', { id: card.id })}
                    aria-label={t('fleetDesign', { id: card.id })}
                  >
                    <Icon name="download" className="size-4" />
                  </a>
                  <NfcWriter link={card.url} row={t('fleetNfc', { id: card.id })} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
