import { useStore } from '@nanostores/react';
import type { FleetCard } from '@shared/types/orders';
import { formatDate, formatDateOnly, useT } from '../../lib/i18n';
import type { Colleague } from '../../lib/people';
import { $uiLang } from '../../stores/prefs';
import { CARD_TYPE_LABEL } from '../history/card-lines';
import { useOrdersT } from '../history/i18n';
import { FleetActions } from './FleetActions';
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

/** The company's cards: the card and its order, type, holder (reassign here), status, scans, last scan, actions. */
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
      <table className="table table-sm dc-stack @3xl:[&_:is(th,td)]:px-2" data-testid="card-fleet">
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
            <th scope="col" className="text-end">
              {t('fleetColActions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id} data-testid="fleet-card" data-card={card.id}>
              <td>
                <span className="block font-mono text-xs font-medium">{card.id}</span>
                {/* Its order under it: a column of its own made the table wider than the dashboard in Finnish. */}
                <span className="text-base-content/70 block text-xs whitespace-nowrap tabular-nums">
                  {t('fleetColOrder')} {card.orderNumber}
                </span>
              </td>
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
              <td
                data-label={t('fleetColLastScan')}
                className="whitespace-nowrap"
                title={card.lastScanAt ? formatDate(card.lastScanAt, lang) : undefined}
              >
                {card.lastScanAt ? formatDateOnly(card.lastScanAt, lang) : t('fleetNeverScanned')}
                {card.sun && (
                  <span
                    className="text-base-content/70 block text-xs"
                    data-testid="fleet-last-tap"
                    title={card.lastTapAt ? formatDate(card.lastTapAt, lang) : undefined}
                  >
                    {card.lastTapAt
                      ? t('fleetLastTap', { date: formatDateOnly(card.lastTapAt, lang) })
                      : t('fleetNoTapYet')}
                  </span>
                )}
              </td>
              <td data-label={t('fleetColActions')}>
                <FleetActions card={card} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
