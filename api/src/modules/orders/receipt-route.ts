import type { User } from '@db/schema';
import type { Deps } from '../../platform/deps';
import { findOrderFor } from './access';
import { loadLines } from './lines';
import { renderReceipt } from './receipt';

/** GET api/v1/orders/{id}/receipt.pdf: in the orderer's language (the order's), for who may read the order. */
export async function receiptResponse(deps: Deps, user: User, orderShortId: string) {
  const order = await findOrderFor(deps, user, orderShortId);
  const pdf = await renderReceipt(deps.config.seller, order.lang, order, await loadLines(deps.db, order.id));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="receipt-${order.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
