import { OrderStatusBody, SubmitOrderBody } from '@shared/schemas/orders';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, reply, requestLang } from '../../platform/envelope';
import { cancelOrder, changeStatus, deleteOrder, listAll, listHistory, orderDetail } from './orders';
import { receiptResponse } from './receipt-route';
import { AdminOrdersQuery, HistoryQuery, OrderParams, pageOf } from './request-schemas';
import { DetailData, SummaryList } from './response-schemas';
import { submitDraft } from './submit';

const tags = ['Orders'];

/** Submit, the owners' history and preview, cancel, receipt; the administrator's list, status, delete. */
export const orderRoutes = (deps: Deps) =>
  new Elysia({ name: 'orders-core', prefix: '/orders' })
    .use(authGuard(deps))
    // POST /orders/draft/submit – the draft becomes an order (the total the owner saw must still hold)
    .post(
      '/draft/submit',
      async ({ user, body, request }) => {
        const order = await submitDraft(deps, user, body.total, requestLang(request));
        return reply(order, 'orderSubmitted', 201, { number: order.number });
      },
      {
        auth: true,
        body: SubmitOrderBody,
        detail: {
          tags,
          summary: 'Submit my order in progress',
          description:
            'Send the total (öre, with VAT) you showed; if the server’s total differs the answer is 409 and nothing ' +
            'changes. Every rule of the draft’s `problems` is checked again (422 with its message). The order gets the ' +
            'next number of the year, its prices, buyer, coupons and totals are frozen, its cards are made, and the ' +
            'orderer and the company’s billing email are mailed.',
          responses: answers(DetailData, 'The order', 201),
        },
      },
    )
    // GET /orders – History: the orders of the companies I own, newest first
    .get('/', ({ user, query }) => listHistory(deps, user, pageOf(query)), {
      auth: true,
      query: HistoryQuery,
      detail: {
        tags,
        summary: 'Orders of the companies I own (newest first)',
        responses: answers(SummaryList, 'The orders'),
      },
    })
    // GET /orders/admin – every order (administrator)
    .get('/admin', ({ query }) => listAll(deps, { ...query, ...pageOf(query) }), {
      admin: true,
      query: AdminOrdersQuery,
      detail: {
        tags,
        summary: 'All orders (administrator), filtered by status, company or number',
        responses: answers(SummaryList, 'The orders, newest first'),
      },
    })
    // GET /orders/:id – the order preview
    .get('/:id', ({ user, params }) => orderDetail(deps, user, params.id), {
      auth: true,
      params: OrderParams,
      detail: {
        tags,
        summary: 'An order (owners of its company, the administrator)',
        responses: answers(DetailData, 'The order'),
      },
    })
    // GET /orders/:id/receipt.pdf – the receipt
    .get('/:id/receipt.pdf', ({ user, params }) => receiptResponse(deps, user, params.id), {
      auth: true,
      params: OrderParams,
      detail: {
        tags,
        summary: 'The receipt of an order (PDF)',
        responses: fileAnswer('application/pdf', 'The receipt'),
      },
    })
    // POST /orders/:id/cancel – cancel while received
    .post(
      '/:id/cancel',
      async ({ user, params }) => reply(await cancelOrder(deps, user, params.id), 'orderCancelled'),
      {
        auth: true,
        params: OrderParams,
        detail: {
          tags,
          summary: 'Cancel an order while it is received (owners, the administrator)',
          description: 'Coupon uses are given back and the order’s cards (never printed) are deleted.',
          responses: answers(DetailData, 'The cancelled order'),
        },
      },
    )
    // PATCH /orders/:id/status – Received → Processing → Shipped (administrator)
    .patch(
      '/:id/status',
      async ({ user, params, body }) =>
        reply(await changeStatus(deps, user, params.id, body.status), 'orderStatusChanged'),
      {
        admin: true,
        params: OrderParams,
        body: OrderStatusBody,
        detail: {
          tags,
          summary: 'Move an order to its next status (administrator)',
          description:
            'received → processing → shipped, one step at a time (409 otherwise); shipped is mailed.',
          responses: answers(DetailData, 'The order'),
        },
      },
    )
    // DELETE /orders/:id – force delete (administrator)
    .delete(
      '/:id',
      async ({ user, params }) => {
        await deleteOrder(deps, user, params.id);
        return reply(null, 'orderDeleted');
      },
      {
        admin: true,
        params: OrderParams,
        detail: {
          tags,
          summary: 'Force delete an order with its cards and images (administrator)',
          responses: answers(t.Null(), 'Deleted'),
        },
      },
    );
