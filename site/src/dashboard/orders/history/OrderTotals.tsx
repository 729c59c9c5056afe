import { useStore } from '@nanostores/react';
import { placeOf } from '@shared/countries';
import type { OrderDetail } from '@shared/types/orders';
import { formatMoney } from '../../lib/i18n';
import { $uiLang } from '../../stores/prefs';
import { useOrdersT } from './i18n';

/**
 * The totals exactly as the server answered them (öre): cards, each code's discount (a line per code, and no
 * sum of them after: the discount once), shipping, VAT, total.
 */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const lang = useStore($uiLang);
  const money = (minor: number) => formatMoney(minor, lang);
  const { totals } = order;
  const freeShipping = order.coupons.some((c) => c.freeShipping);
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <tr className={strong ? 'font-semibold' : undefined}>
      <th scope="row" className="font-normal">
        {label}
      </th>
      <td className="text-end tabular-nums whitespace-nowrap" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
  return (
    <div>
      <table className="table table-sm w-full sm:ms-auto sm:w-auto sm:min-w-80" data-testid="order-totals">
        <tbody>
          {row(t('historySubtotal'), money(totals.subtotal))}
          {order.coupons.map((c) => (
            <tr key={c.code}>
              <th scope="row" className="font-normal">
                {t('historyCoupon', { code: c.code })}
              </th>
              <td className="text-end tabular-nums whitespace-nowrap">
                {c.discount ? `−${money(c.discount)}` : c.freeShipping ? t('historyFreeShipping') : money(0)}
              </td>
            </tr>
          ))}
          {totals.parcels.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: parcels have no id; their order is the server's
            <tr key={i}>
              <th scope="row" className="font-normal">
                {p.address ? t('historyParcel', { place: placeOf(lang, p.address) }) : t('historyShipping')}
              </th>
              <td className="text-end tabular-nums whitespace-nowrap">
                {p.shipping === 0 && freeShipping ? t('historyFreeShipping') : money(p.shipping)}
              </td>
            </tr>
          ))}
          {row(t('historyNet'), money(totals.net))}
          {row(t('historyVat'), money(totals.vat))}
          {row(t('historyTotal'), money(totals.total), true, 'order-total')}
        </tbody>
      </table>
      <p className="text-base-content/70 mt-1 text-end text-xs">{t('historyPricesNote')}</p>
      <p className="mt-1 text-end text-sm" data-testid="order-billing">
        {order.invoice ? (
          <a className="link" href={order.invoice.pdfPath} target="_blank" rel="noopener">
            {t('historyInvoiced', { number: order.invoice.number })}
          </a>
        ) : order.status === 'cancelled' ? null : (
          t('historyPaidBy', { company: order.company.name })
        )}
      </p>
    </div>
  );
}
