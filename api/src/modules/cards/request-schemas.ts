// The request shapes of api/v1/cards (the fleet): path params and queries here, the card update body from the
// shared contract (shared/schemas/orders.ts).
import { t } from 'elysia';

// The request shapes live in shared/schemas (DESIGN §8); re-exported for the module's routes.
export { CardUpdateBody } from '@shared/schemas/orders';

const ShortIdParam = t.String({ maxLength: 32, error: 'notFound', description: 'A public id' });

export const CompanyParams = t.Object({ companyId: ShortIdParam });
export const CardParams = t.Object({ id: ShortIdParam });

// A page of the cards' and orders' log: the audit module's paging.
export { AuditPageQuery as AuditQuery } from '../audit';
