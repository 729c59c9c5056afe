import { useStore } from '@nanostores/react';
import { previewLink } from '@shared/page-links';
import type { Address, FleetCard, OrderDetail } from '@shared/types/orders';
import { API_BASE } from '../../lib/client';
import { formatMoney, useT } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { Icon } from '../../ui/icons';
import { copyCardLink } from './actions';
import { CARD_TYPE_LABEL, cardsOfLines } from './card-lines';
import { useOrdersT } from './i18n';

const addressLine = (a: Address) => [a.fullName, a.street, `${a.zipcode} ${a.city}`, a.country].join(', ');
const icon = 'btn btn-ghost btn-xs btn-square';

/** One physical card: its /c link to copy, its holder's public page, its print file. */
function CardLinks({ card }: { card: FleetCard }) {
  const t = useOrdersT();
  const name = card.holder?.fullName ?? '';
  return (
    <li className="flex items-center gap-1 whitespace-nowrap" data-testid="order-card" data-card={card.id}>
      <span className="font-mono text-xs">{card.id}</span>
      {card.status === 'disabled' && (
        <span className="badge badge-xs badge-ghost">{t('historyCardDisabled')}</span>
      )}
      <button
        type="button"
        className={icon}
        title={t('historyCopyLink', { id: card.id })}
        aria-label={t('historyCopyLink', { id: card.id })}
        onClick={() => copyCardLink(card.url)}
      >
        <Icon name="link" className="size-3.5" />
      </button>
      {card.holder?.profileShortId && (
        <a
          className={icon}
          href={previewLink(`/p/${encodeURIComponent(card.holder.profileShortId)}`)}
          target="_blank"
          rel="noopener"
          title={t('historyProfile', { name })}
          aria-label={t('historyProfile', { name })}
        >
          <Icon name="user" className="size-3.5" />
        </a>
      )}
      <a
        className={icon}
        href={`${API_BASE}/cards/${encodeURIComponent(card.id)}/design.svg`}
        download={`card-${card.id}.svg`}
        title={t('historyDesignCard', { id: card.id })}
        aria-label={t('historyDesignCard', { id: card.id })}
      >
        <Icon name="download" className="size-3.5" />
      </a>
    </li>
  );
}

/** The card lines of an order: recipient, type, quantity, unit price, delivery address and each card made. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const app = useT();
  const lang = useStore($uiLang);
  const cards = cardsOfLines(order.lines, order.cardsMade);
  return (
    <div className="rounded-box border border-base-300 overflow-x-auto">
      <table className="table table-sm dc-stack" data-testid="order-lines">
        <caption className="sr-only">{t('historyLines')}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">{t('historyRecipient')}</th>
            <th scope="col">{t('historyType')}</th>
            <th scope="col" className="text-end">
              {t('historyQuantity')}
            </th>
            <th scope="col" className="text-end">
              {t('historyUnitPrice')}
            </th>
            <th scope="col">{t('historyAltAddress')}</th>
            <th scope="col">{t('historyCardLinks')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={line.id} data-testid="order-line">
              <td className="font-medium">
                {line.recipient.fullName}
                <span className="text-base-content/70 block text-xs font-normal">{line.recipient.email}</span>
              </td>
              <td data-label={t('historyType')}>{app(CARD_TYPE_LABEL[line.type])}</td>
              <td data-label={t('historyQuantity')} className="text-end tabular-nums">
                {line.quantity}
              </td>
              <td data-label={t('historyUnitPrice')} className="text-end tabular-nums whitespace-nowrap">
                {formatMoney(line.unitPrice, lang)}
              </td>
              <td data-label={t('historyAltAddress')} className="text-sm">
                {line.altAddress ? addressLine(line.altAddress) : t('historyMainAddress')}
              </td>
              <td data-label={t('historyCardLinks')}>
                {cards[i].length ? (
                  <ul className="space-y-0.5">
                    {cards[i].map((card) => (
                      <CardLinks key={card.id} card={card} />
                    ))}
                  </ul>
                ) : (
                  <span className="text-base-content/70 text-xs">{t('historyNoCards')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
