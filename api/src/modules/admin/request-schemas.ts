// Path shapes of api/v1/admin; the queries and bodies are the shared contract (shared/schemas/billing.ts), which
// the Administrator page checks its forms with too.
import { t } from 'elysia';

export {
  AdminCompaniesQuery,
  AdminInquiriesQuery,
  AdminUserPatch,
  AdminUsersQuery,
  InquiryPatch,
} from '@shared/schemas/billing';

/** Lists of the desk answer at most this many rows (the newest, or the open ones first); search to narrow. */
export const ADMIN_LIST_CAP = 200;

const Id = (description: string, error: 'adminUserNotFound' | 'inquiryNotFound') =>
  t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error, description });

export const AdminUserParams = t.Object({ id: Id('The user’s public id', 'adminUserNotFound') });
export const InquiryParams = t.Object({ id: Id('The inquiry’s public id', 'inquiryNotFound') });
