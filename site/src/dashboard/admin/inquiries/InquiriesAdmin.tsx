import { useStore } from '@nanostores/react';
import type { InquiryRow } from '@shared/types/billing';
import { useId, useMemo, useState } from 'react';
import { client } from '../../lib/client';
import { formatDate } from '../../lib/i18n';
import { notifySuccess } from '../../stores/notifications';
import { $uiLang } from '../../stores/prefs';
import { AdminListTable, Filter, FilterBar } from '../AdminTable';
import { useAdminT } from '../i18n';
import { LIST_CAP } from '../ListState';
import { useAdminList } from '../use-admin-list';

type Show = '' | 'open' | 'handled';

/** Open ones first, each group newest first (the server's order, kept after a change here too). */
const ordered = (rows: InquiryRow[]) =>
  [...rows].sort(
    (a, b) => Number(a.handledAt !== null) - Number(b.handledAt !== null) || b.createdAt - a.createdAt,
  );

/**
 * Administrator › Inquiries: what visitors sent through the contact form, open ones first. The address is a
 * mail link (the answer goes by mail), the message opens in the row, and an inquiry is marked handled or
 * reopened.
 */
export function InquiriesAdmin() {
  const t = useAdminT();
  const id = useId();
  const lang = useStore($uiLang);
  const [show, setShow] = useState<Show>('');
  const handled = show === '' ? undefined : String(show === 'handled');
  const adminList = useAdminList(`/admin/inquiries?handled=${handled}`, (options) =>
    client.GET('/api/v1/admin/inquiries', {
      params: { query: handled === undefined ? {} : { handled: handled === 'true' } },
      ...options,
    }),
  );
  const { rows, loading, reload } = adminList;
  const list = useMemo(() => ordered(rows ?? []), [rows]);

  const mark = async (inquiry: InquiryRow, isHandled: boolean) => {
    const result = await client.PATCH('/api/v1/admin/inquiries/{id}', {
      params: { path: { id: inquiry.id } },
      body: { handled: isHandled },
    });
    if (!result.ok) return;
    notifySuccess(t(isHandled ? 'handledDone' : 'reopenedDone', { name: inquiry.name }));
    reload();
  };

  return (
    <div className="space-y-3">
      <FilterBar busy={loading && !!rows}>
        <Filter htmlFor={`${id}-show`} label={t('inquiriesShow')}>
          <select
            id={`${id}-show`}
            className="select select-sm w-44"
            value={show}
            onChange={(e) => setShow(e.target.value as Show)}
          >
            <option value="">{t('inquiriesShowAll')}</option>
            <option value="open">{t('inquiriesShowOpen')}</option>
            <option value="handled">{t('inquiriesShowHandled')}</option>
          </select>
        </Filter>
      </FilterBar>
      <AdminListTable
        list={adminList}
        cap={LIST_CAP.admin}
        testId="admin-inquiries"
        caption={t('inquiriesTitle')}
        columns={6}
        empty={!list.length && t('inquiriesEmpty')}
        head={
          <>
            <th scope="col">{t('colName')}</th>
            <th scope="col">{t('colEmail')}</th>
            <th scope="col">{t('colMessage')}</th>
            <th scope="col">{t('colReceived')}</th>
            <th scope="col">{t('colStatus')}</th>
          </>
        }
      >
        {list.map((inquiry) => {
          const open = inquiry.handledAt === null;
          const name = inquiry.name;
          return (
            <tr key={inquiry.id} data-testid="inquiry-row" data-inquiry={inquiry.id}>
              <td className="font-medium">{name}</td>
              <td data-label={t('colEmail')}>
                <a
                  className="link break-all"
                  href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`}
                >
                  {inquiry.email}
                </a>
              </td>
              <td className="min-w-0 sm:max-w-md">
                <details>
                  <summary className="cursor-pointer font-medium break-words">{inquiry.subject}</summary>
                  <p className="mt-2 whitespace-pre-wrap break-words text-sm">{inquiry.message}</p>
                </details>
              </td>
              <td data-label={t('colReceived')} className="whitespace-nowrap">
                {formatDate(inquiry.createdAt, lang)}
              </td>
              <td data-label={t('colStatus')}>
                <span
                  className={`badge badge-sm whitespace-nowrap ${open ? 'badge-warning' : 'badge-success'}`}
                >
                  {open ? t('inquiryOpen') : t('inquiryHandled')}
                </span>
              </td>
              <td className="sm:text-end">
                <button
                  type="button"
                  className="btn btn-xs btn-outline whitespace-nowrap"
                  aria-label={t(open ? 'markHandledNamed' : 'reopenNamed', { name })}
                  onClick={() => mark(inquiry, open)}
                >
                  {t(open ? 'markHandled' : 'reopen')}
                </button>
              </td>
            </tr>
          );
        })}
      </AdminListTable>
    </div>
  );
}
