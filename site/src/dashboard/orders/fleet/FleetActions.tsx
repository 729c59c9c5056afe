import type { FleetCard } from '@shared/types/orders';
import { API_BASE } from '../../lib/client';
import { openDialog } from '../../stores/dialogs';
import { ActionButton } from '../../ui/ActionButton';
import { NfcWriter } from '../../ui/NfcWriter';
import { RowMenu, RowMenuItem } from '../../ui/RowMenu';
import { useOrdersT } from '../history/i18n';
import { confirmDisable, copyCardUrl, enableCard } from './fleet-api';

/**
 * A card's actions on one line: its QR code and statistics as icon buttons named with the card's id, the rest in
 * the row's menu ("More actions for card …"): the link, the print file, disable or enable. Side by side, the
 * six made the table wider than the dashboard at 1280 px or, wrapped, each row five icons tall (issue 28).
 */
export function FleetActions({ card }: { card: FleetCard }) {
  const t = useOrdersT();
  const id = card.id;
  return (
    <div className="flex flex-wrap items-center justify-end gap-0.5">
      <div className="flex flex-nowrap items-center gap-0.5">
        <ActionButton
          icon="qr"
          title={t('fleetQr', { id })}
          label={t('fleetQr', { id })}
          onClick={() => openDialog('cardQr', { id, url: card.url, disabled: card.status === 'disabled' })}
        />
        <ActionButton
          icon="chart"
          title={t('fleetStatistics', { id })}
          label={t('fleetStatistics', { id })}
          onClick={() =>
            openDialog('dynatagStatistics', {
              target: { type: 'card', id },
              name: card.holder ? `${id} · ${card.holder.fullName}` : id,
            })
          }
        />
        <RowMenu title={t('fleetMore')} label={t('fleetMoreNamed', { id })}>
          <RowMenuItem icon="link" onClick={() => copyCardUrl(card)}>
            {t('fleetCopy')}
          </RowMenuItem>
          <RowMenuItem
            icon="download"
            href={`${API_BASE}/cards/${encodeURIComponent(id)}/design.svg`}
            download={`card-${id}.svg`}
          >
            {t('fleetDesign')}
          </RowMenuItem>
          {card.status === 'active' ? (
            <RowMenuItem icon="lock" onClick={() => confirmDisable(card)} danger>
              {t('fleetDisable')}
            </RowMenuItem>
          ) : (
            <RowMenuItem icon="check" onClick={() => enableCard(card)}>
              {t('fleetEnable')}
            </RowMenuItem>
          )}
        </RowMenu>
      </div>
      <NfcWriter link={card.url} row={t('fleetNfc', { id })} />
    </div>
  );
}
