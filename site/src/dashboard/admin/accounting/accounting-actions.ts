import type { AccountingPushRow } from '@shared/types/billing';
import { client } from '../../lib/client';
import { openDialog } from '../../stores/dialogs';
import { notifySuccess } from '../../stores/notifications';
import { at } from '../i18n';

// The accounting connection's actions (api/v1/admin/accounting). Connect is a navigation (the server answers
// 302 to the provider's consent page), so it is a link, not a call.

export const CONNECT_HREF = '/api/v1/admin/accounting/connect';

/** The provider's id as a name ("fortnox" → "Fortnox"). */
export const providerName = (id: string) => (id ? id.charAt(0).toUpperCase() + id.slice(1) : id);

/** "Disconnect?": the tokens are deleted and nothing more is sent until connected again. */
export function confirmDisconnect(provider: string, done: () => void) {
  openDialog('confirm', {
    title: at('disconnectTitle'),
    message: at('disconnectText', { provider }),
    confirmLabel: at('disconnect'),
    danger: true,
    onConfirm: async () => {
      const result = await client.DELETE('/api/v1/admin/accounting');
      if (!result.ok) return;
      notifySuccess(at('disconnectDone', { provider }));
      done();
    },
  });
}

/** Sends what is waiting now instead of at the job's next turn. */
export async function pushNow(done: () => void) {
  // The answer's message counts what was done, failed and is still waiting.
  const result = await client.POST('/api/v1/admin/accounting/sync', { notifySuccess: true });
  if (result.ok) done();
}

/** A failed push tried again at once. */
export async function retryPush(push: AccountingPushRow, done: () => void) {
  const result = await client.POST('/api/v1/admin/accounting/pushes/{id}/retry', {
    params: { path: { id: push.id } },
  });
  if (!result.ok) return;
  notifySuccess(at('retryDone', { label: push.label }));
  done();
}
