import type { ApiData } from '../../../../../packages/client/src/index';

/** GET /companies/{shortId}/crm: the CRMs on offer and the connection. */
export type CrmStatus = NonNullable<ApiData<'/api/v1/companies/{shortId}/crm', 'get'>>;
export type CrmConnection = NonNullable<CrmStatus['connection']>;
