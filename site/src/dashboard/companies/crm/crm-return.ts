// The CRM's redirect back from connecting (api/src/modules/crm: /dashboard/companies?crm=…&company=…&reason=…), and
// the reconnect mail's link: read once on the companies page, the address loses the query, and the company's
// dialog opens on its CRM tab with the outcome.
import { useEffect } from 'react';
import { openDialog } from '../../stores/dialogs';
import { notify } from '../../stores/notifications';

export type CrmNotice = { result: 'connected' | 'error' | 'reconnect'; reason?: string };

/** The outcome in an address's query, or null. */
export function crmReturnOf(search: string): { company: string | null; notice: CrmNotice } | null {
  const query = new URLSearchParams(search);
  const result = query.get('crm');
  const company = query.get('company');
  if (result !== 'connected' && result !== 'error' && result !== 'reconnect') return null;
  const reason = query.get('reason');
  return { company, notice: reason ? { result, reason } : { result } };
}

/** The query without what the CRM's redirect added. */
export function withoutCrmReturn(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of ['crm', 'company', 'reason']) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** On the companies page: opens the company's CRM tab when the address says how connecting went. */
export function useCrmReturn() {
  useEffect(() => {
    const found = crmReturnOf(location.search);
    if (!found) return;
    history.replaceState(history.state, '', `${location.pathname}${withoutCrmReturn(location.search)}`);
    if (found.company) {
      openDialog('companyForm', { shortId: found.company, tab: 'crm', crmNotice: found.notice });
      return;
    }
    // A refusal before the company was known (a state expired or not the caller's): said in a notice.
    void import('./crm-texts').then(({ crmText, REASONS }) => {
      const reason = REASONS[found.notice.reason ?? ''];
      notify(`${crmText('crmNoticeError')} ${reason ? crmText(reason) : ''}`.trim(), { color: 'error' });
    });
  }, []);
}
