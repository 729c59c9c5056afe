// Path and query shapes of api/v1/orders; the bodies are the shared contract (shared/schemas/orders.ts).
import { t } from 'elysia';

const Id = (description: string) =>
  t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'invalidId', description });

export const OrderParams = t.Object({ id: Id('The order’s id') });
export const ImageParams = t.Object({
  id: Id('The order’s id'),
  imageId: Id('The image’s id'),
});

const Paging = {
  // Whole numbers within bounds: SQLite refuses an OFFSET of 1.5 or 1e308 (a 500 before).
  offset: t.Optional(
    t.Numeric({
      field: 'offset',
      minimum: 0,
      maximum: 1_000_000,
      multipleOf: 1,
      default: 0,
      error: 'invalidValue',
      description: 'Skip this many',
    }),
  ),
  limit: t.Optional(
    t.Numeric({
      field: 'limit',
      minimum: 1,
      maximum: 100,
      multipleOf: 1,
      default: 50,
      error: 'invalidValue',
      description: 'At most 100',
    }),
  ),
};

export const HistoryQuery = t.Object(Paging);

export const ADMIN_STATUSES = ['received', 'processing', 'shipped', 'cancelled'] as const;
export const AdminOrdersQuery = t.Object({
  ...Paging,
  status: t.Optional(
    t.Union(
      ADMIN_STATUSES.map((s) => t.Literal(s)),
      { error: 'invalidStatus', description: 'Only orders in this status' },
    ),
  ),
  company: t.Optional(Id('Only orders of this company (its id)')),
  number: t.Optional(
    t.String({
      maxLength: 20,
      error: 'invalidValue',
      description: 'Order numbers starting with this, e.g. 2026-00',
    }),
  ),
});

/** The page of a list: `offset` and `limit` with their defaults. */
export const pageOf = (query: { offset?: number; limit?: number }) => ({
  offset: query.offset ?? 0,
  limit: query.limit ?? 50,
});
